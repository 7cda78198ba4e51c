/** Issue 10, point 3: one hostile request never takes the process down and always gets a clear 4xx. */
import { EventEmitter } from 'node:events';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { startSession, testSimulator } from '../../test-support';
import { afterResponse, installLastResortHandlers } from './after-response';
import { createLogger, processLogger, useProcessLogger } from './logger';
import { MAX_BODY_DEPTH, nestedDeeperThan } from './body-limits';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

/** About 12 KB nested about 5,000 levels deep: the body of the report. */
const deepBody = (levels = 5000) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('a body nested too deep', () => {
  it('is refused at the parser with its own code on every idempotent service route', async () => {
    const s = await startSession(sim);
    const routes = [
      `/provider/executions/${s.executionId}/authorize`,
      `/provider/executions/${s.executionId}/pay`,
      `/provider/executions/${s.executionId}/confirm`,
      '/provider/apple-pay/session',
      '/subs/create-no-user',
      '/subs/create-no-user-applepay',
      '/subs/create',
      '/subs/create-applepay',
      '/subs/finalize',
    ];
    for (const path of routes) {
      const res = await request(sim.apps.service)
        .post(path)
        .set('Authorization', `Bearer ${s.token}`)
        .set('Idempotency-Key', `deep-${path}`)
        .set('Content-Type', 'application/json')
        .send(deepBody())
        .expect(400);
      expect(res.headers['content-type'], path).toMatch(/^application\/problem\+json/);
      expect(res.body, path).toMatchObject({ code: 'body-too-deep', status: 400 });
    }
    // The session is still served.
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  });

  it('sent with GET /init/session (anonymous) is never parsed, and the journal records the request', async () => {
    const res = await request(sim.apps.service).get('/init/session').set('Content-Type', 'application/json').send(deepBody()).expect(200);
    await new Promise((done) => setImmediate(done));
    const journal = sim.sessions.byBearer(res.body.token)?.journal ?? [];
    expect(journal.map((e) => e.path)).toEqual(['/init/session']);
  });

  it('is refused on the app origin (JSON and text/plain events) and in the vault\'s own shape', async () => {
    const json = await request(sim.apps.app).post('/event').set('Content-Type', 'application/json').send(deepObject(40)).expect(400);
    expect(json.body.code).toBe('body-too-deep');
    const text = await request(sim.apps.app).post('/event').set('Content-Type', 'text/plain').send(deepBody()).expect(400);
    expect(text.body.code).toBe('body-too-deep');
    const vault = await request(sim.apps.asset).post('/vault/tokenize').set('Content-Type', 'application/json').send(deepBody()).expect(400);
    expect(vault.body).toEqual({ error: { message: expect.stringContaining('nested'), http_code: 400 } });
  });

  it('counts only brackets outside strings, at the limit and one past it', () => {
    expect(nestedDeeperThan(deepObject(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestedDeeperThan(deepObject(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(nestedDeeperThan(JSON.stringify({ a: '['.repeat(100), b: '\\"[[[[' }), 2)).toBe(false);
    expect(nestedDeeperThan(Buffer.from('[["é",[1]]]'), 2)).toBe(true);
  });
});

describe('work after the response', () => {
  it('logs a failure and never throws out of the listener', () => {
    const lines: string[] = [];
    const before = processLogger();
    useProcessLogger(createLogger({ level: 'error', destination: { write: (line: string) => void lines.push(line) } }));
    try {
      expect(() =>
        afterResponse('journal', () => {
          throw new RangeError('Maximum call stack size exceeded');
        }),
      ).not.toThrow();
    } finally {
      useProcessLogger(before);
    }
    expect(lines.map((l) => JSON.parse(l) as { msg: string; what: string; err: { message: string } })).toMatchObject([
      { msg: 'failed after the response', what: 'journal', err: { message: 'Maximum call stack size exceeded' } },
    ]);
  });

  it('the last-resort handlers log an uncaught exception and a rejection, and the process keeps its listeners', () => {
    const events = new EventEmitter();
    const logged: unknown[] = [];
    installLastResortHandlers(events as never, (_message, error) => logged.push(error));
    const boom = new Error('boom');
    events.emit('uncaughtException', boom);
    events.emit('unhandledRejection', 'nope');
    expect(logged).toEqual([boom, 'nope']);
    expect(events.listenerCount('uncaughtException')).toBe(1);
  });
});
