/** POST /subs/create-no-user-applepay and /subs/create-applepay: the token is charged through the session's scenario (ADR 6). */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { startSession, testIdToken, testSimulator } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const svc = () => request(sim.apps.service);
const subscriptionCount = () => sim.db.prepare('SELECT count(*) FROM subscriptions').pluck().get();
const statusesOf = (executionId: string) => sim.sessions.byExecutionId(executionId)?.execution.statuses.map((s) => s.code);

const applePayToken = (transactionIdentifier: string, network = 'Visa') => ({
  paymentData: { version: 'EC_v1', data: 'opaque' },
  paymentMethod: { displayName: `${network} 4242`, network, type: 'credit' },
  transactionIdentifier,
});

async function noUserBody(query: Record<string, string> = {}, email = 'ada@example.com') {
  const s = await startSession(sim, query);
  return { plan_id: 'pro_weekly_trial', email, token: applePayToken('tx-1'), attribution: {}, display_name: 'Ada', vault: 'true', execution_id: s.executionId, consent: AGREED_TO_CURRENT_TERMS };
}

describe('POST /subs/create-no-user-applepay', () => {
  it('charges the token through the session, records one subscription and replays it for the same execution', async () => {
    const body = await noUserBody({ scenario: 'apple-pay-success' });
    const first = await svc().post('/subs/create-no-user-applepay').send(body).expect(201);
    expect(first.body.id).toMatch(/^sub_/);
    expect(statusesOf(body.execution_id)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    const again = await svc().post('/subs/create-no-user-applepay').send({ ...body, token: applePayToken('tx-2') }).expect(200);
    expect(again.body.id).toBe(first.body.id);
    // Never charged twice: the second request found the row before reaching the provider.
    expect(statusesOf(body.execution_id)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    expect(sim.db.prepare('SELECT amount_value, card_network, card_last4, scenario_id, execution_id FROM subscriptions').all()).toEqual([
      { amount_value: '1.00', card_network: 'visa', card_last4: '4242', scenario_id: 'apple-pay-success', execution_id: body.execution_id },
    ]);
  });

  it('replays an idempotency key with the first answer', async () => {
    const body = await noUserBody();
    const first = await svc().post('/subs/create-no-user-applepay').set('Idempotency-Key', 'ap-1').send(body).expect(201);
    const replay = await svc().post('/subs/create-no-user-applepay').set('Idempotency-Key', 'ap-1').send(body).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect(subscriptionCount()).toBe(1);
  });

  it('records nothing when the session\'s scenario declines, and lets the shopper try again on the same execution', async () => {
    const body = await noUserBody({ scenario: 'declined' });
    const declined = await svc().post('/subs/create-no-user-applepay').send(body).expect(402);
    expect(declined.body).toMatchObject({ code: 'payment-not-authorized', error: 'Apple Pay: The provider declined the payment.', reason: 'payment-declined' });
    expect(statusesOf(body.execution_id)).toEqual(['authorizeRequested', 'authorizeFailed']);
    await svc().post('/subs/create-no-user-applepay').send(body).expect(402);
    expect(subscriptionCount()).toBe(0);
  });

  it('records nothing for a scenario that ends in failure (its derived pay answer) or when the backend is scripted to fail', async () => {
    const down = await noUserBody({ scenario: 'authorize-server-error' });
    // authorize-server-error scripts only the card authorize (502); its expected failure derives a declined wallet charge.
    await svc().post('/subs/create-no-user-applepay').send(down).expect(402);
    const backend = await noUserBody({ scenario: 'subscription-service-error' });
    const res = await svc().post('/subs/create-no-user-applepay').send(backend).expect(500);
    expect(res.body).toEqual({});
    expect(subscriptionCount()).toBe(0);
  });

  it('refuses a missing or unknown execution, another plan, an empty token, an unaccepted network and another email', async () => {
    const body = await noUserBody();
    const post = (b: object) => svc().post('/subs/create-no-user-applepay').send(b);
    const { execution_id: _omit, ...withoutExecution } = body;
    expect((await post(withoutExecution).expect(400)).body.error).toContain('execution_id');
    expect((await post({ ...body, execution_id: 'exe_nope' }).expect(402)).body.error).toBe('No payment is known for this execution.');
    expect((await post({ ...body, plan_id: 'pro_3month' }).expect(400)).body.error).toContain('was made for plan');
    await post({ ...body, token: { ...applePayToken('tx-2'), paymentData: {} } }).expect(400);
    await post({ ...body, token: applePayToken('tx-3', 'JCB') }).expect(402);
    expect(statusesOf(body.execution_id)).toEqual([]);
    await post(body).expect(201);
    expect((await post({ ...body, email: 'eve@example.com' }).expect(409)).body.code).toBe('payment-owned-by-another-email');
    expect(subscriptionCount()).toBe(1);
  });

  it('refuses a second charge of an execution a card already authorized', async () => {
    const body = await noUserBody();
    const session = sim.sessions.byExecutionId(body.execution_id);
    if (!session) throw new Error('no session');
    session.execution.statuses.push({ code: 'authorizeSuccessful', time: new Date().toISOString() });
    await svc().post('/subs/create-no-user-applepay').send(body).expect(409);
    expect(subscriptionCount()).toBe(0);
  });
});

describe('POST /subs/create-applepay', () => {
  it('links the signed-in user and charges through the session', async () => {
    const s = await startSession(sim, { plan: 'club_premium_one_month' });
    const body = { plan_id: 'club_premium_one_month', email: 'ada@example.com', firebase_id: 'uid-2', token: applePayToken('tx-5'), attribution: {}, execution_id: s.executionId, consent: AGREED_TO_CURRENT_TERMS };
    const token = testIdToken({ uid: 'uid-2', email: 'ada@example.com' });
    await svc().post('/subs/create-applepay').send(body).expect(401);
    const res = await svc().post('/subs/create-applepay').set('x-id-token', token).send(body).expect(201);
    expect(sim.db.prepare('SELECT user_ref, amount_value FROM subscriptions WHERE id = ?').get(res.body.id)).toEqual({ user_ref: 'firebase:uid-2', amount_value: '13.99' });
    const { firebase_id: _f, ...anonymous } = body;
    await svc().post('/subs/create-applepay').set('x-id-token', token).send(anonymous).expect(400);
  });
});
