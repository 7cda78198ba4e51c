/** Faults as scenario steps and switched on for a live session; moving a session to a named step; recording a session (issue 28). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENARIOS, type FaultStep, type PollAnswer } from '../../../scenarios';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, testSimulator, tokenizeCard, type StartedPayment } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const api = () => request(sim.apps.service);
const base = { ...SCENARIOS.success, id: undefined };

async function save(id: string, faults: FaultStep[], polls: readonly PollAnswer[] = SCENARIOS.success.provider.polls): Promise<void> {
  await api().post(`/qa/api/scenarios/${id}`).send({ ...base, faults, provider: { ...base.provider, polls } }).expect(201);
}

async function authorized(query: Record<string, string>): Promise<StartedPayment & { auth: { Authorization: string } }> {
  const s = await startSession(sim, query);
  const auth = { Authorization: `Bearer ${s.token}` };
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  await api().post(s.authorizePath).set(auth).send(authorizeBody(vaultToken)).expect(200);
  return { ...s, auth };
}

/** The raw body of a poll, unparsed. */
const rawPoll = (s: StartedPayment & { auth: { Authorization: string } }) =>
  api()
    .get(s.executionPath)
    .set(s.auth)
    .buffer(true)
    .parse((res, cb) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => cb(null, text));
    });

// Two simulators each, on a database file: more than the default 5 s on a loaded machine.
describe('fault state across a restart (kept in SQLite)', { timeout: 30_000 }, () => {
  /** Closes the test's simulator and opens another on its database file, as a restarted `npm start` would. */
  const restarted = (dbPath: string) => {
    sim.close();
    sim = testSimulator({ dbPath });
    return sim;
  };

  it('goes on with a fault step\'s count: the burst of two 502s spans the restart, and the third authorize is accepted', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'mm-faults-')), 'sim.sqlite');
    sim.close();
    sim = testSimulator({ dbPath });
    await save('burst-restart', [{ route: 'provider.authorize', from: 1, times: 2, fault: { kind: 'http-status', status: 502 } }]);
    const s = await startSession(sim, { scenario: 'burst-restart' });
    const auth = { Authorization: `Bearer ${s.token}` };
    const authorize = async () => api().post(s.authorizePath).set(auth).send(authorizeBody(await tokenizeCard(sim, s.token, '4242424242424242')));
    expect((await authorize()).status).toBe(502);
    restarted(dbPath);
    // Counted from 1 again (in memory only), the second call after the restart would be a 502 too.
    expect((await authorize()).status).toBe(502);
    expect((await authorize()).status).toBe(200);
  });

  it('keeps a fault QA switched on with the calls it has left', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'mm-faults-')), 'sim.sqlite');
    sim.close();
    sim = testSimulator({ dbPath });
    const s = await authorized({});
    await api().post(`/qa/api/sessions/${s.executionId}/faults`).send({ route: 'provider.poll', fault: { kind: 'http-status', status: 503 }, times: 2 }).expect(201);
    await api().get(s.executionPath).set(s.auth).expect(503);
    restarted(dbPath);
    expect((await api().get(`/qa/api/sessions/${s.executionId}/faults`).expect(200)).body).toEqual([{ route: 'provider.poll', fault: { kind: 'http-status', status: 503 }, remaining: 1 }]);
    await api().get(s.executionPath).set(s.auth).expect(503);
    await api().get(s.executionPath).set(s.auth).expect(200);
    await api().delete(`/qa/api/sessions/${s.executionId}/faults`).expect(204);
    restarted(dbPath);
    expect((await api().get(`/qa/api/sessions/${s.executionId}/faults`).expect(200)).body).toEqual([]);
  });
});

describe('fault steps on Apple Pay', () => {
  it('hits the merchant validation calls (session request and create-session) and both Apple Pay creates', async () => {
    await save('apple-pay-faults', [
      { route: 'provider.apple-pay-session', from: 1, times: 1, fault: { kind: 'http-status', status: 503 } },
      { route: 'provider.apple-pay-create-session', from: 1, times: 1, fault: { kind: 'http-status', status: 502 } },
      { route: 'service.create-applepay', from: 1, times: 2, fault: { kind: 'http-status', status: 500 } },
    ]);
    const s = await startSession(sim, { scenario: 'apple-pay-faults' });
    const auth = { Authorization: `Bearer ${s.token}` };
    const amount = sim.sessions.byBearer(s.token)?.amount;
    const validation = { integrationType: 'api', paymentMethodCode: 'applePay', amount, meta: { sessionURL: 'http://asset.test/sdk/apple-pay/validate', clientContext: { host: 'app.test' } } };
    await api().post('/provider/apple-pay/session').set(auth).send(validation).expect(503);
    await api().post('/provider/apple-pay/session').set(auth).send(validation).expect(200);
    const create = { requestUrl: 'http://service.test/provider/apple-pay/session', sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', clientDomain: 'app.test' };
    await api().post('/provider/apple-pay/create-session').set(auth).send(create).expect(502);
    await api().post('/provider/apple-pay/create-session').set(auth).send(create).expect(200);
    const token = { paymentData: { version: 'EC_v1', data: 'opaque' }, paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'credit' }, transactionIdentifier: 'tx-1' };
    const body = { plan_id: 'pro_weekly_trial', email: 'ada@example.com', token, attribution: {}, display_name: 'Ada', vault: 'true', execution_id: s.executionId, consent: AGREED_TO_CURRENT_TERMS };
    await api().post('/subs/create-no-user-applepay').send(body).expect(500);
    await api().post('/subs/create-no-user-applepay').send(body).expect(500);
    expect(sim.db.prepare('SELECT count(*) FROM subscriptions').pluck().get()).toBe(0);
  });
});

describe('fault steps', () => {
  it('answers the first two authorize calls 502 (a burst), then accepts the third', async () => {
    await save('burst', [{ route: 'provider.authorize', from: 1, times: 2, fault: { kind: 'http-status', status: 502 } }]);
    const s = await startSession(sim, { scenario: 'burst' });
    const auth = { Authorization: `Bearer ${s.token}` };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
      statuses.push((await api().post(s.authorizePath).set(auth).send(authorizeBody(vaultToken))).status);
    }
    expect(statuses).toEqual([502, 502, 200]);
  });

  it('resets the connection on the second poll only, and the poll script goes on where it was', async () => {
    await save('reset-2', [{ route: 'provider.poll', from: 2, times: 1, fault: { kind: 'connection-reset' } }]);
    const s = await authorized({ scenario: 'reset-2' });
    await api().get(s.executionPath).set(s.auth).expect(200);
    await expect(api().get(s.executionPath).set(s.auth)).rejects.toThrow(/socket hang up|ECONNRESET/);
    const third = await api().get(s.executionPath).set(s.auth).expect(200);
    // success's second scripted poll authorizes: the reset consumed no scripted answer.
    expect(third.body.status.map((x: { code: string }) => x.code)).toContain('authorizeSuccessful');
    const journal = (await api().get('/qa/api/sessions')).body[0].journal as { status: number; summary: string }[];
    expect(journal.some((e) => e.status === 0 && e.summary === 'fault: connection reset')).toBe(true);
  });

  it('truncates and breaks JSON bodies, and the idempotency record keeps the real answer', async () => {
    await save('broken', [
      { route: 'provider.poll', from: 1, times: 1, fault: { kind: 'truncated-json' } },
      { route: 'provider.poll', from: 2, times: 1, fault: { kind: 'malformed-json' } },
    ]);
    const s = await authorized({ scenario: 'broken' });
    const truncated = await rawPoll(s).expect(200);
    expect(() => JSON.parse(truncated.body as string)).toThrow();
    expect(truncated.headers['content-length']).toBe(String(Buffer.byteLength(truncated.body as string)));
    const malformed = await rawPoll(s).expect(200);
    expect(() => JSON.parse(malformed.body as string)).toThrow();
    expect(malformed.body as string).toContain("'id'");
    const clean = await rawPoll(s).expect(200);
    expect(JSON.parse(clean.body as string)).toHaveProperty('id', s.executionId);
  });

  it('sends a slow body whole, late, and adds latency', async () => {
    await save('slow', [
      { route: 'provider.poll', from: 1, times: 1, fault: { kind: 'slow-body', ms: 300 } },
      { route: 'provider.poll', from: 2, times: 1, fault: { kind: 'latency', ms: 250, jitterMs: 10 } },
    ]);
    const s = await authorized({ scenario: 'slow' });
    let started = Date.now();
    const slow = await api().get(s.executionPath).set(s.auth).expect(200);
    expect(slow.body.id).toBe(s.executionId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    started = Date.now();
    await api().get(s.executionPath).set(s.auth).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('hits the vault and the subscription service routes too', async () => {
    await save('vault-503', [
      { route: 'vault.tokenize', from: 1, times: 1, fault: { kind: 'http-status', status: 503 } },
      { route: 'service.vault-token', from: 1, times: 1, fault: { kind: 'http-status', status: 500 } },
    ]);
    const s = await startSession(sim, { scenario: 'vault-503' });
    await api().post('/init/vault-token').set({ Authorization: `Bearer ${s.token}` }).expect(500);
    const jwt = (await api().post('/init/vault-token').set({ Authorization: `Bearer ${s.token}` }).expect(200)).body.accessToken as string;
    const card = { cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2040, cvv: '123' };
    await request(sim.apps.asset).post('/vault/tokenize').set({ Authorization: `Bearer ${jwt}` }).send(card).expect(503);
    await request(sim.apps.asset).post('/vault/tokenize').set({ Authorization: `Bearer ${jwt}` }).send(card).expect(201);
  });
});

describe('a live session', () => {
  it('gets a fault QA switches on for its next calls, then none', async () => {
    const s = await authorized({ scenario: 'pending' });
    await api().post(`/qa/api/sessions/${s.executionId}/faults`).send({ route: 'provider.poll', fault: { kind: 'http-status', status: 503 }, times: 2 }).expect(201);
    await api().get(s.executionPath).set(s.auth).expect(503);
    await api().get(s.executionPath).set(s.auth).expect(503);
    await api().get(s.executionPath).set(s.auth).expect(200);
    const refused = await api().post(`/qa/api/sessions/${s.executionId}/faults`).send({ route: 'provider.nowhere', fault: { kind: 'connection-reset' } }).expect(400);
    expect(refused.body.detail).toContain('route');
  });

  it('moves to a named poll step', async () => {
    await save('named', [], [
      { kind: 'statuses', append: [], name: 'waiting' },
      { kind: 'statuses', append: [] },
      { kind: 'statuses', append: ['authorizeSuccessful'], name: 'paid' },
    ]);
    const s = await authorized({ scenario: 'named' });
    await api().get(s.executionPath).set(s.auth).expect(200);
    const moved = await api().post(`/qa/api/sessions/${s.executionId}/step`).send({ name: 'paid' }).expect(200);
    expect(moved.body).toMatchObject({ scenario: 'named', nextPoll: 3 });
    const poll = await api().get(s.executionPath).set(s.auth).expect(200);
    expect(poll.body.status.map((x: { code: string }) => x.code)).toContain('authorizeSuccessful');
    const unknown = await api().post(`/qa/api/sessions/${s.executionId}/step`).send({ name: 'nowhere' }).expect(404);
    expect(unknown.body.detail).toContain('waiting, paid');
  });

  it('is saved as a scenario that replays what the provider answered', async () => {
    const s = await startSession(sim);
    const auth = { Authorization: `Bearer ${s.token}` };
    // The declined test card, no scenario named.
    const vaultToken = await tokenizeCard(sim, s.token, '4000000000000002');
    await api().post(s.authorizePath).set(auth).send(authorizeBody(vaultToken)).expect(200);
    await api().get(s.executionPath).set(auth).expect(200);
    const saved = await api().post(`/qa/api/sessions/${s.executionId}/record`).send({ id: 'recorded-decline' }).expect(201);
    expect(saved.body.provider).toEqual(SCENARIOS.declined.provider);
    expect(saved.body.expect).toEqual(SCENARIOS.declined.expect);
    const again = await authorized({ scenario: 'recorded-decline' });
    const poll = await api().get(again.executionPath).set(again.auth).expect(200);
    expect(poll.body.status.map((x: { code: string }) => x.code)).toEqual(['authorizeRequested', 'authorizeFailed']);
  });
});
