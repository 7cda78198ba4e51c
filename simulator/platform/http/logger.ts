/**
 * Server logs: pino, one JSON line per request (requestLogger) with a request id that the session
 * journal and problem+json bodies carry too. Card numbers, CVVs, tokens and emails never reach a
 * line: keys that hold them are redacted by pino's configuration, and the request URL (the only
 * free text a request line carries) is masked before it is logged.
 */
import type { Express, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { z } from 'zod';
import { maskUrl } from './masking';
import { originalUrlOf, type NodeMiddleware } from './node-middleware';

export type LogLevel = Level | 'silent';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly LogLevel[];

/** What is never logged, wherever it sits in a logged object (pino redact paths, one level of nesting and the request headers). */
const SECRET_KEYS = ['card_number', 'cardNumber', 'cvv', 'cvc', 'token', 'accessToken', 'vaultToken', 'idToken', 'refreshToken', 'password', 'email'] as const;
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-firebase-id-token"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/** An email address, a bearer-like token or a long hex/base64url run in a URL: replaced, not just masked. */
const EMAIL = /[^/?&=\s]+(?:@|%40)[^/?&=\s]+/gi;
/** 20 or more URL-safe characters with a digit in them: a session token, a JWT, a hex id (words-with-hyphens are not). */
const TOKEN_LIKE = /[A-Za-z0-9_.-]{20,}/g;
const tokenOrWord = (run: string) => (/\d/.test(run) ? '[token]' : run);

/**
 * URLs and how a log line shows them, for URLs that hold no card number (as masking remembers its
 * clean URLs, platform/http/masking.ts): a poll's URL comes back every second of a payment, and its line skips
 * the scans. Forgotten all at once past the cap.
 */
const loggableUrls = new Map<string, string>();
const LOGGABLE_URLS_CAP = 1024;

/** A URL as a log line shows it: card numbers masked, CVV parameters removed, emails and tokens replaced. */
export function loggableUrl(url: string): string {
  const known = loggableUrls.get(url);
  if (known !== undefined) return known;
  const masked = maskUrl(url);
  const loggable = masked.replace(EMAIL, '[email]').replace(TOKEN_LIKE, tokenOrWord);
  if (masked === url) {
    if (loggableUrls.size >= LOGGABLE_URLS_CAP) loggableUrls.clear();
    loggableUrls.set(url, loggable);
  }
  return loggable;
}

export interface LoggerOptions {
  readonly level: LogLevel;
  /** Human-readable lines for a person at a terminal (`npm start`); JSON otherwise. */
  readonly pretty?: boolean;
  /** Where lines go; stdout by default. Tests pass a stream they read. */
  readonly destination?: DestinationStream;
}

/**
 * JSON lines are written to stdout in batches of at least this many bytes (about 15 request lines),
 * and at the latest LOG_FLUSH_MS after they were logged: one write per batch instead of one per request.
 */
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 100;

export function createLogger(options: LoggerOptions): Logger {
  const config = { level: options.level, redact: { paths: [...REDACT_PATHS], censor: '[redacted]' } };
  if (options.destination) return pino(config, options.destination);
  // Both ways off the event loop: pino-pretty formats in a worker thread; JSON lines go to stdout by
  // asynchronous, batched writes (sonic-boom; what is buffered is written synchronously when the
  // process exits, even by process.exit, and on the signals that stop it: exitOnSignals below).
  if (options.pretty) return pino({ ...config, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } });
  return pino(config, batchedStdout());
}

/**
 * Standard output through sonic-boom in its buffer mode, each line handed over as a Buffer. In its
 * text mode sonic-boom measures the whole batch built so far (up to 16 KB, a string grown by +=, so
 * flattened first) for every line it adds: ~3 % of a poll's CPU at 4 KB batches. Created by
 * pino.destination, so pino still writes what is buffered synchronously when the process exits.
 */
function batchedStdout(): DestinationStream & { readonly sync: boolean; readonly minLength: number; flush(done?: (error?: Error) => void): void } {
  const boom = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS, contentMode: 'buffer' });
  // Fields every SonicBoom has (its constructor sets them from the options) that its types leave out.
  const settings = boom as unknown as { readonly sync: boolean; readonly minLength: number };
  return {
    // sonic-boom's types know only its text mode's write(string); in buffer mode it takes a Buffer.
    write: (line: string) => boom.write(Buffer.from(line) as unknown as string),
    flush: (done) => boom.flush(done),
    get sync() {
      return settings.sync;
    },
    get minLength() {
      return settings.minLength;
    },
  };
}

/** The signals that stop the product: a terminal's Ctrl+C, a service manager's stop, a closed terminal. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** How long a stopping process waits for its log's last asynchronous writes before it exits anyway. */
export const LOG_EXIT_WAIT_MS = 2000;

/**
 * On the first stop signal: the log's buffered lines are written at once (should `stop` hang and the
 * process be killed, they are out), then `stop` runs, then the process exits once every line is
 * written. A second signal exits at once.
 *
 * The exit waits for the log's own flush: process.exit's synchronous flush (pino's, on exit) writes
 * what is buffered but skips a batch whose asynchronous write is under way, and a batch the pipe
 * refused for now (EAGAIN, a reader that is behind) waits for its retry: exiting then lost it, a
 * whole batch from the middle of the log (logger.test, under load).
 */
export function exitOnSignals(logger: Logger, stop: () => Promise<unknown>): void {
  let stopping = false;
  const onSignal = () => {
    // A second signal while stopping ends the process at once (its buffered lines written still, by pino on exit).
    if (stopping) process.exit(1);
    stopping = true;
    logger.flush();
    void stop().finally(() => afterLogWritten(logger, () => process.exit(0)));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
}

/** Runs `then` once every line the logger took is written, or after LOG_EXIT_WAIT_MS (a reader that is gone never drains it). */
function afterLogWritten(logger: Logger, then: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(finish, LOG_EXIT_WAIT_MS);
  // The flush's own outcome (fsync is refused on a pipe) changes nothing: what counts is that the writes are done.
  logger.flush(() => finish());
}

/** A request id a caller may hand us (a proxy's X-Request-Id), else a new one. */
const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request id requestLogger gave this request (also in the X-Request-Id answer header). */
export function requestIdOf(req: object): string | undefined {
  const { id } = req as { id?: unknown };
  return typeof id === 'string' ? id : undefined;
}

/**
 * Every problem+json body names its request id, whichever handler wrote it (the problem handler,
 * a scripted provider error, the idempotency guard), so a shopper's or QA's screenshot of an error
 * leads to its log line and journal entry.
 */
export function requestIdInProblems(app: Express): void {
  // On the app's own response prototype, once: no wrapper is built per request on the hot path.
  const json = app.response.json;
  app.response.json = function jsonWithRequestId(this: Response, body: unknown) {
    // A problem is a 4xx or 5xx: a success answer goes straight through.
    if (this.statusCode < 400) return json.call(this, body);
    const requestId = requestIdOf(this.req);
    const isProblem = /^application\/problem\+json/.test(String(this.get('Content-Type') ?? ''));
    if (isProblem && requestId && typeof body === 'object' && body !== null && !Array.isArray(body)) return json.call(this, { ...body, requestId });
    return json.call(this, body);
  };
}

/**
 * One line per request at info (warn for 4xx, error for 5xx), with its id, method, masked URL,
 * status and time, written once the answer is finished. The hot path stays cheap: the request id
 * and its header are set per request, but the line (and its masked URL) is built only when the
 * logger's level would write it, and no child logger is made per request.
 */
export function requestLogger(logger: Logger, origin: string): NodeMiddleware {
  // The failure itself is logged where it happened, with its stack; a request line names it only.
  // A request line is built here from REQUEST_LINE_FIELDS alone, none of them a secret key, and its
  // one free text, the URL, is masked by loggableUrl: the redaction paths could find nothing in it, so
  // the line skips their walk (a wildcard path walks every field of every line: ~4 % of a poll's CPU).
  const log = logger.child({ origin }, { serializers: { err: (err: { message?: string }) => ({ message: err.message }) }, redact: { paths: [] } });
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    (req as { id?: string }).id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const started = Date.now();
    const url = originalUrlOf(req);
    // 'close' follows 'finish' on every answer, and comes alone when the client went away first.
    res.on('close', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const line = { req: { id, method: req.method, url: loggableUrl(url) }, res: { statusCode: status }, responseTime: Date.now() - started };
      if (status >= 500) log.error({ ...line, err: { message: `failed with status code ${status}` } }, 'request errored');
      else log[level](line, !req.readableAborted && res.writableFinished ? 'request completed' : 'request aborted');
    });
    next();
  };
}

/** Every field a request line has (tests hold the lines to it: a new field must be checked against the secret keys). */
export const REQUEST_LINE_FIELDS = ['level', 'time', 'pid', 'hostname', 'origin', 'req', 'res', 'responseTime', 'err', 'msg'] as const;

let processWide: Logger | null = null;

/**
 * The logger of work no request carries (renewals, email delivery, last-resort handlers).
 * listen.ts installs the configured one; until then LOG_LEVEL picks the level (tests set "error").
 */
export function processLogger(): Logger {
  processWide ??= createLogger({ level: z.enum(LOG_LEVELS).catch('info').parse(process.env.LOG_LEVEL) });
  return processWide;
}

export function useProcessLogger(logger: Logger): void {
  processWide = logger;
}

/** An error as a log line's `err` field: its message and stack, nothing else it may carry. */
export const errorField = (error: unknown) => (error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) });
