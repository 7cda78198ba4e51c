/**
 * The subscription service's first-charge rules (issue 18 point 4: the mutation run's survivors):
 * each refusal's status, code and exact detail, and that a refused charge records nothing (and is
 * voided only when the service refused it after the provider authorized).
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, testSimulator, tokenizeCard } from '../../test-support';
import { recordFirstCharge } from './first-charge';
import type { ProviderClient } from '../../payment-provider/client';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const svc = () => request(sim.apps.service);
const create = (executionId: string, email = 'ada@example.com', planId = 'pro_weekly_trial') =>
  svc().post('/subs/create-no-user').send({ plan_id: planId, email, attribution: {}, card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS });

/** A card purchase run through the scenario's polls (two are enough for every scenario used here). */
async function cardExecution(scenario: string): Promise<string> {
  const s = await startSession(sim, { scenario });
  const auth = { Authorization: `Bearer ${s.token}` };
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  await svc().post(s.authorizePath).set(auth).send(authorizeBody(vaultToken)).expect(200);
  await svc().get(s.executionPath).set(auth).expect(200);
  await svc().get(s.executionPath).set(auth).expect(200);
  return s.executionId;
}

function expectProblem(res: request.Response, status: number, code: string, detail: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ code, detail });
}

const subscriptionCount = () => sim.subscriptions.list().length;

describe('a first charge is refused', () => {
  it.each([
    ['an unknown plan', 'pro_nope', 'plan_id: Unknown plan "pro_nope".'],
    ['an add-on plan', 'pro_ult_pack_s', 'plan_id: Plan "pro_ult_pack_s" is an add-on: buy it with subscription_id.'],
  ])('for %s, leaving the authorized charge as it was', async (_what, planId, detail) => {
    const executionId = await cardExecution('success');
    expectProblem(await create(executionId, 'ada@example.com', planId), 400, 'bad-request', detail);
    expect(subscriptionCount()).toBe(0);
    expect(sim.charges.of(executionId)?.status).toBe('authorized');
    await create(executionId).expect(201);
  });

  it('when the provider has not authorized it', async () => {
    const executionId = await cardExecution('declined');
    expectProblem(await create(executionId), 402, 'payment-not-authorized', 'The provider has not authorized this payment.');
    expect(subscriptionCount()).toBe(0);
  });

  it('for another email than the one that first named it', async () => {
    const executionId = await cardExecution('success');
    await create(executionId, 'ada@example.com').expect(201);
    expectProblem(await create(executionId, 'eve@example.com'), 409, 'payment-owned-by-another-email', 'This payment belongs to another subscription: it was made with another email.');
    expect(subscriptionCount()).toBe(1);
  });

  it('for an email already subscribed to the plan family: the charge is voided with its reason, and a retry is told so', async () => {
    await create(await cardExecution('success')).expect(201);
    const second = await cardExecution('success');
    const refused = await create(second);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('already-subscribed');
    expect(sim.charges.of(second)).toMatchObject({ status: 'voided', void_reason: 'Refused: the email already has an active subscription of this plan family.' });
    expectProblem(await create(second), 409, 'payment-voided', 'This payment was voided and the money returned: start the checkout again.');
    expect(subscriptionCount()).toBe(1);
  });

  it('with a bare 500 when the scenario scripts the service to fail', async () => {
    const executionId = await cardExecution('subscription-service-error');
    const res = await create(executionId);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({});
    expect(subscriptionCount()).toBe(0);
  });

  it('by Apple Pay when the scenario leaves the payment pending', async () => {
    const s = await startSession(sim, { scenario: 'pending' });
    const token = { paymentData: { version: 'EC_v1', data: 'opaque' }, paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'credit' }, transactionIdentifier: 'tx-1' };
    const res = await svc()
      .post('/subs/create-no-user-applepay')
      .send({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', token, attribution: {}, display_name: 'Ada', vault: 'true', execution_id: s.executionId, consent: AGREED_TO_CURRENT_TERMS });
    expectProblem(res, 402, 'payment-not-authorized', 'Apple Pay: The provider left the payment pending.');
    expect(subscriptionCount()).toBe(0);
  });
});

describe('recordFirstCharge', () => {
  it('records and settles the charge without a receipt mailer', () => {
    const settled: unknown[][] = [];
    const bound: string[][] = [];
    const provider = { settleCharge: (...args: unknown[]) => settled.push(args) } as unknown as ProviderClient;
    const row = recordFirstCharge(
      { provider, subscriptions: sim.subscriptions, quizAttempts: { bindPurchase: (executionId, subscriptionId) => bound.push([executionId, subscriptionId]) } },
      { plan_id: 'pro_weekly_trial', email: 'ada@example.com', execution_id: 'exe_1', amount_value: '1.00', currency: 'USD', card_network: 'visa', card_last4: '4242', scenario_id: 'success', attribution: '{}' },
      null,
    );
    expect(row).toMatchObject({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', status: 'active', user_ref: null });
    expect(settled).toEqual([['exe_1', row.id, 'ada@example.com', null]]);
    expect(bound).toEqual([['exe_1', row.id]]);
  });
});
