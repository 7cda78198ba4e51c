/**
 * The poll's fast path (issues 32 and 46): it answers a finished payment's poll, and a poll mid-script
 * that gets statuses, exactly as the Express route does (status, headers, body, journal entry,
 * request line, contract check, the script's step and its write), and it leaves every other request
 * to the route untouched.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { createLogger } from '../../platform/http/logger';
import type { NodeMiddleware } from '../../platform/http/node-middleware';
import { authorizeBody, authorizedPayment, startSession, testSimulator, tokenizeCard, TEST_ORIGINS, type StartedPayment } from '../../test-support';
import { pollFastPath, type PollFastPathDeps } from './poll-fast-path';
import { FINAL_STATUSES, type PaymentSession } from './session-model';

let sim: Simulator;
let lines: string[];
beforeEach(() => {
  lines = [];
  sim = testSimulator({ logger: createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }) });
});
afterEach(() => sim.close());

const auth = (s: StartedPayment) => ({ Authorization: `Bearer ${s.token}` });
const sessionOf = (s: StartedPayment) => sim.sessions.byBearer(s.token) as PaymentSession;

/** What two answers to the same poll must share: everything but the Date and the request id. */
function comparable(res: request.Response) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers as Record<string, string>;
  return { status: res.status, headers, text: res.text };
}

/** The request line of a request id, as the product's log wrote it. */
function requestLine(id: string) {
  const line = lines.map((l) => JSON.parse(l) as { req?: { id?: string; method?: string; url?: string }; res?: unknown; msg?: string; level?: number; origin?: string }).find((l) => l.req?.id === id);
  if (!line) throw new Error(`no request line for ${id}`);
  return { level: line.level, origin: line.origin, method: line.req?.method, res: line.res, msg: line.msg };
}

describe('a finished payment’s poll', () => {
  it('gets the answer the Express route gives: status, headers, JSON text, journal entry and request line', async () => {
    const s = await authorizedPayment(sim);
    const last = sessionOf(s).execution.statuses.at(-1)?.code;
    expect(last !== undefined && FINAL_STATUSES.has(last)).toBe(true);
    for (const origin of [TEST_ORIGINS.app, undefined]) {
      const fast = request(sim.apps.service).get(s.executionPath).set(auth(s));
      // A query string is the route's alone (the fast path takes none): the same handler, through Express.
      const routed = request(sim.apps.service).get(`${s.executionPath}?via=express`).set(auth(s));
      const [a, b] = origin ? await Promise.all([fast.set('Origin', origin), routed.set('Origin', origin)]) : await Promise.all([fast, routed]);
      expect(comparable(a)).toEqual(comparable(b));
      expect(a.status).toBe(200);
      expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(a.headers['x-frame-options']).toBe('DENY');
      expect(a.headers['access-control-allow-origin']).toBe(origin);
      const [ja, jb] = sessionOf(s).journal.slice(-2);
      expect(ja?.path).toBe(s.executionPath);
      expect({ ...ja, at: 0, durationMs: 0, requestId: '', path: '' }).toEqual({ ...jb, at: 0, durationMs: 0, requestId: '', path: '' });
      expect(ja?.requestId).toBe(a.headers['x-request-id']);
      expect(requestLine(a.headers['x-request-id'] ?? '')).toEqual(requestLine(b.headers['x-request-id'] ?? ''));
    }
  });

  it('the redirect methods’ authorization-result poll too', async () => {
    const s = await authorizedPayment(sim);
    const [a, b] = await Promise.all([
      request(sim.apps.service).get(`${s.executionPath}/authorization-result`).set(auth(s)),
      request(sim.apps.service).get(`${s.executionPath}/authorization-result?via=express`).set(auth(s)),
    ]);
    expect(a.status).toBe(200);
    expect(comparable(a)).toEqual(comparable(b));
  });
});

/** A card session under `scenario`, authorized: its polls consult the script. */
async function midScript(scenario: string): Promise<StartedPayment> {
  const s = await startSession(sim, { scenario });
  await request(sim.apps.service).post(s.authorizePath).set(auth(s)).send(authorizeBody(await tokenizeCard(sim, s.token, '4242424242424242'))).expect(200);
  return s;
}

/** The poll count a session's row holds (what a restart would read). */
const storedPollCount = (s: StartedPayment) => (JSON.parse(sim.db.prepare('SELECT state FROM payment_sessions WHERE token = ?').pluck().get(s.token) as string) as { execution: { pollCount: number } }).execution.pollCount;

describe('a poll mid-script', () => {
  it('gets the answer the Express route gives, and either path takes one step of the script and writes it', async () => {
    const [a, b] = [await midScript('success'), await midScript('success')];
    // The script's two steps: nothing yet, then authorized (the charge written in the poll's transaction).
    for (const step of [[], ['authorizeSuccessful']]) {
      const fast = await request(sim.apps.service).get(a.executionPath).set(auth(a)).set('Origin', TEST_ORIGINS.app);
      const routed = await request(sim.apps.service).get(`${b.executionPath}?via=express`).set(auth(b)).set('Origin', TEST_ORIGINS.app);
      // Two sessions: their ids and their statuses' times (from each session's start) differ, nothing else.
      const own = (res: request.Response, id: string) => ({ ...comparable(res), text: res.text.replaceAll(id, 'exe').replace(/"time":"[^"]+"/g, '"time":""') });
      expect(own(fast, a.executionId)).toEqual(own(routed, b.executionId));
      expect((fast.body as { status: { code: string }[] }).status.map((st) => st.code)).toEqual(['authorizeRequested', ...step]);
      const [ja, jb] = [sessionOf(a).journal.at(-1), sessionOf(b).journal.at(-1)];
      expect(ja?.path).toBe(a.executionPath);
      expect({ ...ja, at: 0, durationMs: 0, requestId: '', path: '' }).toEqual({ ...jb, at: 0, durationMs: 0, requestId: '', path: '' });
      expect(requestLine(fast.headers['x-request-id'] ?? '')).toEqual(requestLine(routed.headers['x-request-id'] ?? ''));
    }
    expect([storedPollCount(a), storedPollCount(b)]).toEqual([2, 2]);
    expect(sim.db.prepare("SELECT count(*) FROM charges WHERE execution_id IN (?, ?) AND status = 'authorized'").pluck().get(a.executionId, b.executionId)).toBe(2);
  });

  it('leaves a scripted error and a dropped connection to the route, which answers them as the script says', async () => {
    const expiring = await midScript('session-expired-mid-poll');
    expect((await request(sim.apps.service).get(expiring.executionPath).set(auth(expiring))).status).toBe(200);
    const rejected = await request(sim.apps.service).get(expiring.executionPath).set(auth(expiring));
    expect([rejected.status, rejected.headers['content-type']]).toEqual([401, 'application/problem+json; charset=utf-8']);
    const dropping = await midScript('network-error');
    await expect(request(sim.apps.service).get(dropping.executionPath).set(auth(dropping))).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(storedPollCount(dropping)).toBe(1);
  });
});

describe('the fast path takes only what it answers as the route would', () => {
  /** The fast path on a server of its own: what it leaves answers 599, so a test sees which it took. */
  function served(deps: Partial<PollFastPathDeps> = {}) {
    const preamble: NodeMiddleware = (_req, res, next) => {
      res.setHeader('X-Preamble', 'ran');
      next();
    };
    const group = { pending: false, afterCommit: () => undefined, run: <T>(work: () => T) => work() };
    const fast = pollFastPath({ sessions: sim.sessions, faults: { mayIntercept: () => false }, group, afterCommit: () => undefined, origins: TEST_ORIGINS, preamble, ...deps });
    return createServer((req: IncomingMessage, res: ServerResponse) => {
      if (fast(req, res)) return;
      res.statusCode = 599;
      res.end();
    });
  }

  it('answers a live session’s own finished execution, after its preamble', async () => {
    const s = await authorizedPayment(sim);
    const res = await request(served()).get(s.executionPath).set(auth(s));
    expect(res.status).toBe(200);
    expect(res.headers['x-preamble']).toBe('ran');
    expect(res.body).toEqual({ id: s.executionId, status: sessionOf(s).execution.statuses, links: { self: { href: `${TEST_ORIGINS.service}${s.executionPath}` } } });
  });

  it('leaves every other request to the route', async () => {
    const s = await authorizedPayment(sim);
    const other = await authorizedPayment(sim);
    const unfinished = await startSession(sim);
    const server = served();
    const left = [
      request(server).get(s.executionPath),
      request(server).get(s.executionPath).set('Authorization', 'Bearer unknown-token'),
      request(server).get(other.executionPath).set(auth(s)),
      request(server).get(`${s.executionPath}?x=1`).set(auth(s)),
      request(server).get(`${s.executionPath}/`).set(auth(s)),
      request(server).head(s.executionPath).set(auth(s)),
      request(server).post(s.executionPath).set(auth(s)).send({}),
      request(server).get(s.executionPath).set(auth(s)).set('Content-Type', 'application/json').send('{"a":1}'),
      request(server).get(`${s.executionPath}/authorize`).set(auth(s)),
    ];
    for (const res of await Promise.all(left)) expect(res.status).toBe(599);
    // Before authorize the poll consults no script either: the fast path answers it.
    expect((await request(server).get(unfinished.executionPath).set(auth(unfinished))).status).toBe(200);
    // A session whose calls may meet a fault, and an expired one, are the route's.
    expect((await request(served({ faults: { mayIntercept: () => true } })).get(s.executionPath).set(auth(s))).status).toBe(599);
    const expired = { byBearer: (): PaymentSession => raise(), appendStatuses: () => undefined, saveTouched: () => undefined };
    expect((await request(served({ sessions: expired })).get(s.executionPath).set(auth(s))).status).toBe(599);
  });

  it('takes a poll the script answers with statuses, in the unit of work, and leaves the script’s error to the route', async () => {
    const s = await midScript('session-expired-mid-poll');
    let afterCommit = 0;
    const server = served({ afterCommit: () => void (afterCommit += 1) });
    const taken = await request(server).get(s.executionPath).set(auth(s));
    expect([taken.status, taken.headers['x-preamble'], afterCommit, storedPollCount(s)]).toEqual([200, 'ran', 1, 1]);
    // The next step is the script's 401: the route's to answer, and the script is left where it is.
    expect((await request(server).get(s.executionPath).set(auth(s))).status).toBe(599);
    expect([afterCommit, sessionOf(s).execution.pollCount]).toEqual([1, 1]);
    // A unit of work that fails (its savepoint rolled back) leaves the poll to the route too.
    const failing = await midScript('poll-exhausted');
    const broken = served({ group: { pending: false, afterCommit: () => undefined, run: () => raise() } });
    expect((await request(broken).get(failing.executionPath).set(auth(failing))).status).toBe(599);
    expect(storedPollCount(failing)).toBe(0);
  });

  it('holds its answer until the group commit that wrote what it read, and closes the connection if that commit fails', async () => {
    const s = await authorizedPayment(sim);
    const held: { committed?: () => void; failed?: () => void } = {};
    const group = {
      pending: true,
      afterCommit: (committed: () => void, failed: () => void = () => undefined) => {
        Object.assign(held, { committed, failed });
      },
    };
    const server = served({ group: { ...group, run: <T>(work: () => T) => work() } });
    const answered = request(server).get(s.executionPath).set(auth(s)).then((res) => res.status);
    await expect.poll(() => held.committed).toBeDefined();
    held.committed?.();
    expect(await answered).toBe(200);
    Object.assign(held, { committed: undefined, failed: undefined });
    const closed = request(server).get(s.executionPath).set(auth(s)).then(
      () => 'answered',
      () => 'closed',
    );
    await expect.poll(() => held.failed).toBeDefined();
    held.failed?.();
    expect(await closed).toBe('closed');
  });
});

/** As PaymentSessions.byBearer throws for an expired session. */
function raise(): never {
  throw new Error('This payment session expired: start the checkout again for a new one.');
}
