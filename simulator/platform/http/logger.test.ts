import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, testSimulator } from '../../test-support';
import express from 'express';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createLogger, LOG_BATCH_BYTES, loggableUrl, REQUEST_LINE_FIELDS, requestLogger } from './logger';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const CARD = '4242424242424242';
const EMAIL = 'ada.lovelace@example.com';
/** More than one asynchronous write holds, so a process that exits without flushing would lose some. */
const LINES_BEFORE_EXIT = 5_000;

interface Line {
  level: number;
  msg: string;
  origin: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
}

let sim: Simulator | null = null;
afterEach(() => sim?.close());

/** A simulator whose three origins log at trace into `lines`. */
function loggedSimulator(): { sim: Simulator; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger({ level: 'trace', destination: { write: (line: string) => void lines.push(line) } });
  sim = testSimulator({ logger });
  return { sim, lines };
}

describe('server logs (pino)', () => {
  it('a purchase logs one JSON line per request, with no card number, CVV, token or email in any line', async () => {
    const { sim, lines } = loggedSimulator();
    const s = await authorizedPayment(sim);
    await request(sim.apps.service)
      .post('/subs/create-no-user')
      .send({ plan_id: 'pro_weekly_trial', email: EMAIL, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS })
      .expect(201);
    // An email in a path, as the activation request puts it, is logged as [email].
    await request(sim.apps.app).post(`/api/send-activation-by-email/mindmetric/${encodeURIComponent(EMAIL)}`);

    const text = lines.join('');
    const parsed = lines.map((l) => JSON.parse(l) as Line);
    expect(parsed.filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(7);
    // Request lines skip the redaction walk: they hold these fields and no other (the URL masked).
    for (const line of parsed.filter((l) => l.req)) {
      expect(REQUEST_LINE_FIELDS).toEqual(expect.arrayContaining(Object.keys(line)));
      expect(Object.keys(line.req ?? {}).sort()).toEqual(['id', 'method', 'url']);
      expect(Object.keys(line.res ?? {})).toEqual(['statusCode']);
    }
    const secrets = [CARD, '4242 4242', '"123"', 'cvv', s.token, EMAIL, 'ada.lovelace', encodeURIComponent(EMAIL)];
    for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
    expect(text).toContain('[email]');
  });

  it('each line carries the request id that the session journal and the X-Request-Id header show', async () => {
    const { sim, lines } = loggedSimulator();
    const s = await authorizedPayment(sim);
    const journal = sim.sessions.byBearer(s.token)?.journal ?? [];
    expect(journal.length).toBeGreaterThanOrEqual(3);
    const logged = new Map(lines.map((l) => JSON.parse(l) as Line).filter((l) => l.req).map((l) => [l.req?.id, l]));
    for (const entry of journal) {
      expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const line = logged.get(entry.requestId);
      expect(line?.req?.method).toBe(entry.method);
      expect(line?.res?.statusCode).toBe(entry.status);
    }
    const res = await request(sim.apps.service).get('/init/session').expect(200);
    expect(logged.size).toBeGreaterThan(0);
    expect(lines.map((l) => JSON.parse(l) as Line).some((l) => l.req?.id === res.headers['x-request-id'])).toBe(true);
  });

  it('a problem+json body names the request id of its log line', async () => {
    const { sim, lines } = loggedSimulator();
    const res = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email: 'nope', card: { execution_id: 'x' }, consent: AGREED_TO_CURRENT_TERMS }).expect(400);
    expect(res.type).toBe('application/problem+json');
    const id = (res.body as { requestId: string }).requestId;
    expect(id).toBe(res.headers['x-request-id']);
    const line = lines.map((l) => JSON.parse(l) as Line).find((l) => l.req?.id === id);
    expect(line).toMatchObject({ level: 40, origin: 'service', res: { statusCode: 400 } });
  });

  it('keeps a well-formed incoming X-Request-Id and replaces anything else', async () => {
    const { sim } = loggedSimulator();
    const kept = await request(sim.apps.app).get('/remote-addr').set('X-Request-Id', 'proxy-1234abcd').expect(200);
    expect(kept.headers['x-request-id']).toBe('proxy-1234abcd');
    const replaced = await request(sim.apps.app).get('/remote-addr').set('X-Request-Id', 'x"<script>').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs nothing below its level', async () => {
    const lines: string[] = [];
    sim = testSimulator({ logger: createLogger({ level: 'warn', destination: { write: (line: string) => void lines.push(line) } }) });
    await request(sim.apps.app).get('/remote-addr').expect(200);
    expect(lines).toEqual([]);
    await request(sim.apps.app).get('/no-such-path').expect(404);
    expect(lines).toHaveLength(1);
  });
});

describe("the product's log destination (stdout, JSON)", () => {
  it('writes without blocking the event loop, in batches', () => {
    const stream = (createLogger({ level: 'info' }) as unknown as Record<symbol, { sync?: boolean; minLength?: number }>)[pino.symbols.streamSym];
    expect(stream?.sync).toBe(false);
    expect(stream?.minLength).toBe(LOG_BATCH_BYTES);
  });

  it.each(['SIGTERM', 'SIGHUP'] as const)('loses no line when %s stops the product, those its stop logs included', async (signal) => {
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    // Fewer bytes than a batch after the last full one: they are still buffered when the signal comes.
    const script = `import { createLogger, exitOnSignals } from ${JSON.stringify(logger)};
      const log = createLogger({ level: 'info' });
      exitOnSignals(log, async () => { await new Promise((next) => setImmediate(next)); log.info({ i: -1 }, 'stopped'); });
      for (let i = 0; i < ${LINES_BEFORE_EXIT}; i++) log.info({ i, email: ${JSON.stringify(EMAIL)} }, 'line');
      process.stderr.write('ready\\n');
      setInterval(() => undefined, 60_000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((ready) => child.stderr.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready()));
    // Nothing is read until the signal: the pipe is full (its reader is behind, as a busy log collector
    // is), so the product's asynchronous writes are refused for now (EAGAIN) and wait for their retry.
    child.kill(signal);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    const code = await new Promise<number | null>((exited) => child.once('exit', (status) => exited(status)));
    expect(code).toBe(0);
    const lines = out.trim().split('\n').map((line) => JSON.parse(line) as { i: number; msg: string });
    expect(lines.map((line) => line.i)).toEqual([...Array.from({ length: LINES_BEFORE_EXIT }, (_, i) => i), -1]);
    expect(out).not.toContain(EMAIL);
  });

  it('loses no line when the process exits at once, and redacts there as everywhere', () => {
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = `import { createLogger } from ${JSON.stringify(logger)}; const log = createLogger({ level: 'info' }); for (let i = 0; i < ${LINES_BEFORE_EXIT}; i++) log.info({ i, email: ${JSON.stringify(EMAIL)} }, 'line'); process.exit(0);`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const lines = out.trim().split('\n').map((line) => JSON.parse(line) as { i: number; email: string });
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: LINES_BEFORE_EXIT }, (_, i) => i));
    expect(out).not.toContain(EMAIL);
  });
});

describe('requestLogger', () => {
  it('logs a 5xx at error as "request errored", naming the status without a stack', async () => {
    const lines: string[] = [];
    const app = express();
    app.use(requestLogger(createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }), 'service'));
    app.get('/boom', (_req, res) => {
      res.status(503).json({});
    });
    const res = await request(app).get('/boom?card=4242424242424242').expect(503);
    const [line] = lines.map((l) => JSON.parse(l) as Line & { err?: { message: string; stack?: string } });
    expect(line).toMatchObject({ level: 50, msg: 'request errored', origin: 'service', req: { id: res.headers['x-request-id'], method: 'GET', url: '/boom?card=****4242' }, res: { statusCode: 503 } });
    expect(line?.err).toEqual({ message: 'failed with status code 503' });
  });
});

describe('loggableUrl', () => {
  it.each([
    ['/a?card=4242%204242%204242%204242', '/a?card=****4242'],
    ['/api/send-activation-by-email/mindmetric/ada%40example.com', '/api/send-activation-by-email/mindmetric/[email]'],
    ['/cancel?email=ada@example.com&cvv=123', '/cancel?email=[email]&cvv=[removed]'],
    ['/3ds/challenge/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXNpZ25hdHVyZQ', '/3ds/challenge/[token]'],
    ['/subs/sub_123/status', '/subs/sub_123/status'],
  ])('%s -> %s', (url, expected) => {
    expect(loggableUrl(url)).toBe(expected);
    // Asked again (a poll's URL comes back): the same line, remembered or not.
    expect(loggableUrl(url)).toBe(expected);
  });
});
