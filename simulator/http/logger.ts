/**
 * Server logs: pino, one JSON line per request (pino-http) with a request id that the session
 * journal and problem+json bodies carry too. Card numbers, CVVs, tokens and emails never reach a
 * line: keys that hold them are redacted by pino's configuration, and the request URL (the only
 * free text a request line carries) is masked before it is logged.
 */
import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { z } from 'zod';
import { maskUrl } from './masking';

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

/** A URL as a log line shows it: card numbers masked, CVV parameters removed, emails and tokens replaced. */
export function loggableUrl(url: string): string {
  return maskUrl(url).replace(EMAIL, '[email]').replace(TOKEN_LIKE, tokenOrWord);
}

export interface LoggerOptions {
  readonly level: LogLevel;
  /** Human-readable lines for a person at a terminal (`npm start`); JSON otherwise. */
  readonly pretty?: boolean;
  /** Where lines go; stdout by default. Tests pass a stream they read. */
  readonly destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions): Logger {
  const config = { level: options.level, redact: { paths: [...REDACT_PATHS], censor: '[redacted]' } };
  if (options.destination) return pino(config, options.destination);
  if (options.pretty) return pino({ ...config, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } });
  return pino(config);
}

/** A request id a caller may hand us (a proxy's X-Request-Id), else a new one. */
const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request id pino-http gave this request (also in the X-Request-Id answer header). */
export function requestIdOf(req: { id?: unknown }): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}

/**
 * Every problem+json body names its request id, whichever handler wrote it (the problem handler,
 * a scripted provider error, the idempotency guard), so a shopper's or QA's screenshot of an error
 * leads to its log line and journal entry.
 */
export const requestIdInProblems: RequestHandler = (req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const requestId = requestIdOf(req);
    const isProblem = /^application\/problem\+json/.test(String(res.get('Content-Type') ?? ''));
    if (isProblem && requestId && typeof body === 'object' && body !== null && !Array.isArray(body)) return json({ ...body, requestId });
    return json(body);
  };
  next();
};

/** One line per request at info (warn for 4xx, error for 5xx), with its id, method, masked URL, status and time. */
export function requestLogger(logger: Logger, origin: string): RequestHandler {
  return pinoHttp({
    logger: logger.child({ origin }),
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // The failure itself is logged where it happened, with its stack; a request line names it only.
      err: (err: { type?: string; message?: string }) => ({ message: err.message }),
    },
  }) as RequestHandler;
}

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
