/**
 * Idempotency records in SQLite: Stripe's semantics through the real middleware, the 24-hour
 * expiry with an injected clock, survival across a restart, and double clicks under concurrency.
 * (scenario-replay.test.ts already fires 100 parallel creates at an in-memory database; the burst
 * here goes further: every 409 is retried as the app would, until all 100 callers hold one answer.)
 */
import express from 'express';
import { openSimulatorDatabase } from '../../database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { createSimulator } from '../../create-simulator';
import { IDEMPOTENCY_TTL_MS, idempotent } from '../http/idempotency';
import { problemHandler } from '../http/problem';
import { authorizeBody, startSession, tokenizeCard, TEST_ORIGINS } from '../../test-support';
import type { Db } from './db';
import { IDEMPOTENCY_SWEEP_EVERY_MS, SqliteIdempotencyStore } from './idempotency';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const HOUR_MS = 60 * 60 * 1000;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function database(path = ':memory:'): Db {
  const db = openSimulatorDatabase(path);
  cleanups.push(() => db.close());
  return db;
}

/** A counting charge endpoint behind the middleware, over a SQLite store with a clock we move. */
function chargeApp(db = database()) {
  const clock = { now: 1_700_000_000_000 };
  const store = new SqliteIdempotencyStore(db, () => clock.now);
  let charges = 0;
  const app = express();
  app.use(express.json());
  app.post('/charge', idempotent(store, (req) => req.get('Authorization') ?? ''), (req, res) => {
    charges += 1;
    res.status(201).json({ id: `ch_${charges}`, amount: req.body.amount });
  });
  app.use(problemHandler);
  return { app, store, clock, db, charges: () => charges };
}

const rows = (db: Db) => db.prepare('SELECT count(*) FROM idempotency_keys').pluck().get() as number;

describe('SqliteIdempotencyStore with the idempotent middleware (Stripe semantics)', () => {
  it('replays status and body for the same key and body, without running the handler again', async () => {
    const { app, charges } = chargeApp();
    const first = await request(app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 5 }).expect(201);
    const again = await request(app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 5 }).expect(201);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(charges()).toBe(1);
  });

  it('refuses the same key with another body: 422 idempotency-key-reused, nothing charged', async () => {
    const { app, charges } = chargeApp();
    await request(app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 5 }).expect(201);
    const res = await request(app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 6 }).expect(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 422, code: 'idempotency-key-reused' });
    expect(charges()).toBe(1);
  });

  it('keeps keys of different scopes (payment sessions) apart', async () => {
    const { app, charges } = chargeApp();
    await request(app).post('/charge').set('Authorization', 'Bearer a').set('Idempotency-Key', 'k').send({ amount: 5 }).expect(201);
    const other = await request(app).post('/charge').set('Authorization', 'Bearer b').set('Idempotency-Key', 'k').send({ amount: 6 }).expect(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(charges()).toBe(2);
  });

  it('answers 409 in flight, saying to retry, and replays once the first request is done', async () => {
    const db = database();
    const store = new SqliteIdempotencyStore(db);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const app = express();
    app.use(express.json());
    app.post('/slow', idempotent(store, () => 's'), async (_req, res) => {
      runs += 1;
      await gate;
      res.status(201).json({ run: runs });
    });
    const server = app.listen(0);
    cleanups.push(() => server.close());
    const first = request(server).post('/slow').set('Idempotency-Key', 'k').send({ x: 1 }).then((r) => r);
    // Wait until the first request holds the key (observable in the table), not for a fixed time.
    await expect.poll(() => store.get('s', 'k')?.state).toBe('in-flight');
    const second = await request(server).post('/slow').set('Idempotency-Key', 'k').send({ x: 1 }).expect(409);
    expect(second.body.code).toBe('idempotency-key-in-flight');
    expect(second.body.detail).toMatch(/retry/);
    release();
    expect((await first).status).toBe(201);
    const third = await request(server).post('/slow').set('Idempotency-Key', 'k').send({ x: 1 }).expect(201);
    expect(third.body).toEqual({ run: 1 });
    expect(runs).toBe(1);
  });

  it('keeps a key for 24 hours, then lets it be reused for a new request', async () => {
    const { app, clock, charges } = chargeApp();
    await request(app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 5 }).expect(201);
    clock.now += IDEMPOTENCY_TTL_MS - 1;
    await request(app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 6 }).expect(422);
    clock.now += 1;
    const reused = await request(app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 6 }).expect(201);
    expect(reused.body).toEqual({ id: 'ch_2', amount: 6 });
    expect(charges()).toBe(2);
  });

  it('frees the key when the handler sends no storable answer (a 500), so a retry runs again', async () => {
    const db = database();
    const store = new SqliteIdempotencyStore(db);
    let runs = 0;
    const app = express();
    app.use(express.json());
    app.post('/flaky', idempotent(store, () => 's'), (_req, res) => {
      runs += 1;
      if (runs === 1) res.status(500).json({});
      else res.status(201).json({ ok: true });
    });
    await request(app).post('/flaky').set('Idempotency-Key', 'k').send({}).expect(500);
    await request(app).post('/flaky').set('Idempotency-Key', 'k').send({}).expect(201);
    expect(runs).toBe(2);
  });
});

describe('SqliteIdempotencyStore expiry sweep', () => {
  it('deletes records older than 24 hours and nothing younger', () => {
    const db = database();
    let now = 0;
    const store = new SqliteIdempotencyStore(db, () => now);
    store.begin('s', 'old', 'h');
    store.complete('s', 'old', { status: 201, contentType: 'application/json', body: '{}' });
    now = 20 * HOUR_MS;
    store.begin('s', 'young', 'h');
    now = 24 * HOUR_MS;
    expect(store.sweep()).toBe(1);
    expect(store.get('s', 'old')).toBeUndefined();
    expect(store.get('s', 'young')).toMatchObject({ state: 'in-flight', requestHash: 'h' });
    expect(rows(db)).toBe(1);
  });

  it('sweeps on a claim at most once per interval', () => {
    const db = database();
    let now = 0;
    const store = new SqliteIdempotencyStore(db, () => now);
    store.begin('s', 'a', 'h');
    now = IDEMPOTENCY_TTL_MS + 1;
    store.begin('s', 'b', 'h'); // sweeps: 'a' is gone
    expect(rows(db)).toBe(1);
    now += IDEMPOTENCY_TTL_MS + 1;
    store.begin('s', 'c', 'h'); // sweeps again ('b' expired)
    expect(rows(db)).toBe(1);
    store.begin('s', 'd', 'h');
    now += IDEMPOTENCY_SWEEP_EVERY_MS - 1;
    expect(rows(db)).toBe(2);
  });

  it('stores a hash of the scope, never the bearer token itself', () => {
    const db = database();
    const store = new SqliteIdempotencyStore(db);
    store.begin('provider Bearer ps_secret-token', 'k', 'h');
    expect(JSON.stringify(db.prepare('SELECT * FROM idempotency_keys').all())).not.toContain('ps_secret-token');
  });
});

describe('idempotency across a restart of the simulator (file database)', () => {
  it('replays a subscription create after a restart and frees keys left in flight', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-idem-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'db.sqlite');
    const first = chargeApp(openSimulatorDatabase(path));
    await request(first.app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 5 }).expect(201);
    first.store.begin('s', 'stuck', 'h');
    first.db.close();

    const second = chargeApp(database(path));
    const replay = await request(second.app).post('/charge').set('Idempotency-Key', 'k').send({ amount: 5 }).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual({ id: 'ch_1', amount: 5 });
    expect(second.charges()).toBe(0);
    expect(second.store.get('s', 'stuck')).toBeUndefined();
  });
});

describe('double clicks never charge twice (100 parallel requests, one key)', () => {
  let sim: Simulator;
  afterEach(() => sim.close());

  /** Sends like the app: a 409 "still in flight" is retried with the same key until it settles. */
  async function sendUntilSettled(send: () => request.Test): Promise<request.Response> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const res = await send();
      if (res.status !== 409) return res;
      expect(res.body.code).toBe('idempotency-key-in-flight');
    }
    throw new Error('still 409 after 50 retries');
  }

  it('authorize: one charge, and all 100 callers get the same answer', async () => {
    sim = createSimulator({ origins: TEST_ORIGINS, vaultJwtSecret: 'test-secret-test-secret' });
    const s = await startSession(sim);
    const body = authorizeBody(await tokenizeCard(sim, s.token, '4242424242424242'));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        sendUntilSettled(() => request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).set('Idempotency-Key', 'click').send(body)),
      ),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`))).toEqual(new Set([`200 ${answers[0]?.text}`]));
    // Exactly one request ran the handler; the other 99 were replays of its stored answer.
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(sim.sessions.byBearer(s.token)?.execution.statuses.filter((x) => x.code === 'authorizeRequested')).toHaveLength(1);
  });

  it('subscription create: exactly one row, and all 100 callers get the first answer (201 and its id)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-idem-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    sim = createSimulator({ origins: TEST_ORIGINS, vaultJwtSecret: 'test-secret-test-secret', dbPath: join(dir, 'db.sqlite') });
    const s = await startSession(sim);
    const token = await tokenizeCard(sim, s.token, '4242424242424242');
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(token)).expect(200);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200); // authorizeSuccessful
    const body = { plan_id: 'pro_weekly_trial', email: 'burst@example.com', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        sendUntilSettled(() => request(sim.apps.service).post('/subs/create-no-user').set('Idempotency-Key', `create-no-user-${s.executionId}`).send(body)),
      ),
    );
    // Expected: 201 for all, one fresh and 99 replays. The handler runs synchronously between claiming
    // the key and recording its answer, so a 409 can only be seen by a request that read the key in
    // that window; a client must retry it (the loop above does), and it then gets the replay.
    expect(answers.map((a) => `${a.status} ${a.text}`).filter((a) => !a.startsWith('201'))).toEqual([]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(sim.subscriptions.list({ email: 'burst@example.com' })).toHaveLength(1);
  });
});
