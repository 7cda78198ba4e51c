/**
 * Issue 10, points 1, 2 and 4: a paid purchase survives a restart, idempotency never pins an answer
 * that is not final, sessions expire by TTL instead of eviction, an execution belongs to its shopper,
 * one active subscription per email and plan family, stored instruments are the customer's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, SESSION_CACHE_CAP, SESSION_TTL_MS, startSession, testSimulator } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

let sims: Simulator[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const s of sims) s.close();
  sims = [];
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const open = (options: Parameters<typeof testSimulator>[0] = {}) => {
  const sim = testSimulator(options);
  sims.push(sim);
  return sim;
};
const create = (sim: Simulator, executionId: string, email = 'ada@example.com', key?: string) => {
  const req = request(sim.apps.service).post('/subs/create-no-user');
  if (key) req.set('Idempotency-Key', key);
  return req.send({ plan_id: 'pro_weekly_trial', email, attribution: {}, card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS });
};
const lookupInstruments = (res: request.Response) =>
  (res.body.execution.initialResults[0].body.data.paymentCompositionOptions[0].paymentInstruments as { id: string; displayName?: string }[]);

describe('a crash loses no paid purchase', () => {
  it('an authorized charge becomes its subscription after a restart on the same database, and an acknowledged 201 replays as 201', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-crash-'));
    dirs.push(dir);
    const dbPath = join(dir, 'db.sqlite');
    const first = open({ dbPath });
    const paid = await authorizedPayment(first);
    const acknowledged = await authorizedPayment(first);
    const ack = await create(first, acknowledged.executionId, 'bob@example.com', 'k-ack').expect(201);
    first.close();
    sims = [];

    const second = open({ dbPath });
    const recorded = await create(second, paid.executionId, 'ada@example.com', 'k-paid').expect(201);
    expect(recorded.body.id).toMatch(/^sub_/);
    const replay = await create(second, acknowledged.executionId, 'bob@example.com', 'k-ack').expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(ack.body);
    expect(second.charges.firstChargeCounts()).toEqual({ authorized: 0, recorded: 2, voided: 0 });
    // The provider still knows the session: its polls answer the final status.
    const poll = await request(second.apps.service).get(paid.executionPath).set('Authorization', `Bearer ${paid.token}`).expect(200);
    expect(poll.body.status.at(-1).code).toBe('authorizeSuccessful');
  });
});

describe('idempotency that cannot lie', () => {
  it('a 402 is never pinned under the key: the same key answers 201 once the charge is authorized', async () => {
    const sim = open();
    const s = await startSession(sim);
    await create(sim, s.executionId, 'ada@example.com', 'create-no-user-fixed').expect(402);
    // Authorize the same execution, then retry with the same (deterministic) key.
    const { tokenizeCard, authorizeBody } = await import('../../test-support');
    const card = await tokenizeCard(sim, s.token, '4242424242424242');
    const auth = { Authorization: `Bearer ${s.token}` };
    await request(sim.apps.service).post(s.authorizePath).set(auth).send(authorizeBody(card)).expect(200);
    await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
    await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
    const res = await create(sim, s.executionId, 'ada@example.com', 'create-no-user-fixed').expect(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('sessions expire by TTL, never by eviction', () => {
  it('2,001 anonymous inits do not push out a paid, unrecorded session', async () => {
    const sim = open();
    const paid = await authorizedPayment(sim);
    const agent = request(sim.apps.service);
    for (let i = 0; i < 2001; i += 1) await agent.get('/init/session').expect(200);
    await create(sim, paid.executionId).expect(201);
  }, 60_000);

  it('an expired session answers session-expired, and its unrecorded charge is voided and refused at create', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const sim = open({ now: () => now });
    const paid = await authorizedPayment(sim);
    now += SESSION_TTL_MS;
    const poll = await request(sim.apps.service).get(paid.executionPath).set('Authorization', `Bearer ${paid.token}`).expect(401);
    expect(poll.headers['content-type']).toMatch(/problem\+json/);
    expect(poll.body.code).toBe('session-expired');
    expect(sim.sessions.sweep()).toBe(1);
    const refused = await create(sim, paid.executionId).expect(409);
    expect(refused.body.code).toBe('payment-voided');
    const qa = await request(sim.apps.service).get('/qa/api/sessions').expect(200);
    expect(qa.body.find((s: { executionId: string }) => s.executionId === paid.executionId).charge.status).toBe('voided');
  });
});

describe('ownership', () => {
  it('an authorized execution records under its first email; another email gets 409 with a code, never the id', async () => {
    const sim = open();
    const paid = await authorizedPayment(sim);
    const first = await create(sim, paid.executionId, 'ada@example.com').expect(201);
    const other = await create(sim, paid.executionId, 'eve@example.com').expect(409);
    expect(other.body.code).toBe('payment-owned-by-another-email');
    expect(JSON.stringify(other.body)).not.toContain(first.body.id);
    await create(sim, paid.executionId, 'ADA@example.com').expect(200);
  });

  it('a session opened for an email refuses a create naming another one', async () => {
    const sim = open();
    const paid = await authorizedPayment(sim, { email: 'ada@example.com' });
    expect((await create(sim, paid.executionId, 'eve@example.com').expect(409)).body.code).toBe('payment-owned-by-another-email');
    await create(sim, paid.executionId, 'ada@example.com').expect(201);
  });

  it('the email a refused create bound to a payment is kept through a restart: another email is still refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-bound-'));
    dirs.push(dir);
    const dbPath = join(dir, 'db.sqlite');
    const first = open({ dbPath });
    await create(first, (await authorizedPayment(first)).executionId).expect(201);
    // A second purchase of the same family by ada is refused (and voided), but binds the payment to her.
    const refused = await authorizedPayment(first);
    expect((await create(first, refused.executionId).expect(409)).body.code).toBe('already-subscribed');
    first.close();
    sims = [];

    const second = open({ dbPath });
    const row = second.db.prepare('SELECT email, state FROM payment_sessions WHERE execution_id = ?').get(refused.executionId) as { email: string; state: string };
    expect(row.email).toBe('ada@example.com');
    expect(JSON.parse(row.state)).toMatchObject({ execution: { id: refused.executionId } });
    expect((await create(second, refused.executionId, 'eve@example.com').expect(409)).body.code).toBe('payment-owned-by-another-email');
  });
});

describe('one active subscription per email and plan family', () => {
  it('a second paid create for the same email is refused with a message to use what they have, and its charge voided', async () => {
    const sim = open();
    await create(sim, (await authorizedPayment(sim)).executionId).expect(201);
    const second = await authorizedPayment(sim);
    const res = await create(sim, second.executionId).expect(409);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.body.code).toBe('already-subscribed');
    expect(res.body.detail).toMatch(/members’ area/);
    expect(sim.charges.of(second.executionId)?.status).toBe('voided');
    expect(sim.db.prepare('SELECT count(*) FROM subscriptions').pluck().get()).toBe(1);
  });

  it('a session opened for a subscriber is refused before any charge; another family is fine', async () => {
    const sim = open();
    await create(sim, (await authorizedPayment(sim)).executionId).expect(201);
    const res = await request(sim.apps.service).get('/init/session').query({ email: 'Ada@example.com' }).expect(409);
    expect(res.body.code).toBe('already-subscribed');
    await request(sim.apps.service).get('/init/session').query({ email: 'ada@example.com', plan: 'club_premium_one_month' }).expect(200);
  });
});

describe('stored instruments are the customer\'s own', () => {
  it('a first-time visitor sees none; the buyer sees the card they stored; nobody else can pay with it', async () => {
    const sim = open();
    const fresh = await request(sim.apps.service).get('/init/session').expect(200);
    expect(lookupInstruments(fresh)).toEqual([]);
    await create(sim, (await authorizedPayment(sim)).executionId).expect(201);
    const mine = await request(sim.apps.service).get('/init/session').query({ email: 'ada@example.com', plan: 'club_premium_one_month' }).expect(200);
    const [card] = lookupInstruments(mine);
    expect(lookupInstruments(mine)).toHaveLength(1);
    expect(card?.displayName).toBe('Visa •••• 4242');
    const eve = await request(sim.apps.service).get('/init/session').query({ email: 'eve@example.com' }).expect(200);
    expect(lookupInstruments(eve)).toEqual([]);
    const amount = { value: '1.00', currency: 'USD' };
    await request(sim.apps.service)
      .post(`/provider/executions/${eve.body.execution.id}/authorize`)
      .set('Authorization', `Bearer ${eve.body.token}`)
      .send({ amount, paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount, paymentInstrumentId: card?.id }] })
      .expect(400);
  });
});

describe('memory is bounded, the database is not forgetful', () => {
  it('a session dropped from memory by many newer ones is read back from the database', async () => {
    const sim = open();
    const paid = await authorizedPayment(sim);
    expect(sim.sessions.byExecutionId(paid.executionId)?.journal.length).toBeGreaterThan(0);
    sim.sessions.saveTouched(); // as a request's end does: the session is no longer in use
    for (let i = 0; i < SESSION_CACHE_CAP + 10; i += 1) sim.sessions.create({ planId: 'pro_weekly_trial', amount: { value: '1.00', currency: 'USD' }, requestedScenario: null });
    // It left memory (its QA journal, kept in memory only, went with it) and is read back from the database.
    expect(sim.sessions.byExecutionId(paid.executionId)?.journal).toEqual([]);
    await create(sim, paid.executionId).expect(201);
    const poll = await request(sim.apps.service).get(paid.executionPath).set('Authorization', `Bearer ${paid.token}`).expect(200);
    expect(poll.body.status.at(-1).code).toBe('authorizeSuccessful');
  });
});
