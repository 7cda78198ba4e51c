/**
 * Online banking completes a purchase (issue 26, point 4), over HTTP with supertest: the bank page,
 * the shopper's approval, the merchant's return route and its redirect to the app with the return
 * parameters of app §2 in docs/spec-coverage.md, the anonymous finalize, a declined and a late bank decision, and
 * the return route meeting the webhook on one record.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator, SimulatorOptions } from '../../create-simulator';
import { PURCHASE_STATUS_PATH, REDIRECT_RETURN_PATH } from '../../../contracts/redirect-return';
import { AUTHORIZATION_CONSENT, selfDeliveringSimulator } from '../../test-support';
import { bankApprovedLate } from '../../../scenarios/bank-approved-late';

const EMAIL = 'bank@example.com';
const PLAN = 'pro_weekly_trial';
const CHECKOUT = `http://app.test/mindmetric/subscription?plan=${PLAN}&scenario=`;

let sims: Simulator[] = [];
afterEach(() => {
  for (const sim of sims) sim.close();
  sims = [];
});

/** A simulator whose provider delivers its webhooks to its own service app, on a clock the test moves. */
function open(options: Partial<SimulatorOptions> = {}) {
  const clock = { now: Date.now() };
  const sim = selfDeliveringSimulator({
    now: () => clock.now,
    ...options,
  });
  sims.push(sim);
  return { sim, clock };
}

/** Init, then the pay call with online banking, as the widget sends it: answers the bank page's path. */
async function payAtBank(sim: Simulator, scenario: string, returnTo = `${CHECKOUT}${scenario}`) {
  const init = await request(sim.apps.service).get('/init/session').query({ plan: PLAN, email: EMAIL, scenario }).expect(200);
  const { token, amount, execution } = init.body as { token: string; amount: { value: string; currency: string }; execution: { id: string } };
  const pay = await request(sim.apps.service)
    .post(`/provider/executions/${execution.id}/pay`)
    .set('Authorization', `Bearer ${token}`)
    .send([{ paymentMethodCode: 'genericRedirect', integrationType: 'api', amount, paymentInstrumentData: { paymentMethod: 'online-banking' }, returnInfo: { success: returnTo, error: returnTo, cancel: returnTo, pending: returnTo }, consent: AUTHORIZATION_CONSENT }])
    .expect(200);
  expect(pay.body.finalState.code).toBe('authorizePending');
  return { executionId: execution.id, bankPath: new URL(pay.body.response.links.redirect.href as string).pathname };
}

/** The shopper answers on the bank page; answers the return URL the page then goes to. */
async function answerAtBank(sim: Simulator, bankPath: string, action: 'approve' | 'cancel'): Promise<URL> {
  const answer = await request(sim.apps.asset).post(bankPath).send({ action }).expect(200);
  return new URL(answer.body.returnTo as string);
}

/** Follows the provider's redirect to the merchant's return route: answers where the merchant sends the shopper. */
async function followReturn(sim: Simulator, returnUrl: URL): Promise<URL> {
  expect(returnUrl.origin).toBe('http://service.test');
  expect(returnUrl.pathname).toBe(REDIRECT_RETURN_PATH);
  const res = await request(sim.apps.service).get(returnUrl.pathname + returnUrl.search).expect(303);
  return new URL(res.headers.location as string);
}

const subscriptionsOf = (sim: Simulator, executionId: string) => sim.db.prepare('SELECT id, email, recorded_by FROM subscriptions WHERE execution_id = ?').all(executionId) as { id: string; email: string; recorded_by: string }[];
const status = async (sim: Simulator, executionId: string) => (await request(sim.apps.service).get(PURCHASE_STATUS_PATH).query({ execution: executionId }).expect(200)).body as { state: string; subscription_id?: string };

describe('online banking approved at the bank (bank-success)', () => {
  it('returns to the checkout with the spec’s return parameters, one subscription recorded by the return, the webhook finding it', async () => {
    const { sim } = open();
    const { executionId, bankPath } = await payAtBank(sim, 'bank-success');
    const page = await request(sim.apps.asset).get(bankPath).expect(200);
    expect(page.text).toContain('Approve payment');
    expect(page.text).toContain('Cancel and return to the shop');

    const back = await followReturn(sim, await answerAtBank(sim, bankPath, 'approve'));
    const [sub] = subscriptionsOf(sim, executionId);
    expect(sub?.recorded_by).toBe('bank-return');
    expect(back.origin + back.pathname).toBe('http://app.test/mindmetric/subscription');
    expect(Object.fromEntries(back.searchParams)).toEqual({ plan: PLAN, scenario: 'bank-success', vUserEmail: EMAIL, vSubscriptionId: sub?.id, redirectUserEmail: EMAIL });

    // The webhook arrives after the return: it finds the same record.
    await sim.webhooks.drain();
    expect(subscriptionsOf(sim, executionId)).toHaveLength(1);
    expect(sim.charges.of(executionId)?.status).toBe('recorded');
    // The shopper reloads the return (or the bank page's answer is replayed): the same subscription.
    expect((await followReturn(sim, await answerAtBank(sim, bankPath, 'approve'))).searchParams.get('vSubscriptionId')).toBe(sub?.id);
    expect(subscriptionsOf(sim, executionId)).toHaveLength(1);
  });

  it('the anonymous shopper finalizes with the return’s id and email; another email, or an id it does not own, is refused', async () => {
    const { sim } = open();
    const { bankPath } = await payAtBank(sim, 'bank-success');
    const back = await followReturn(sim, await answerAtBank(sim, bankPath, 'approve'));
    const id = back.searchParams.get('vSubscriptionId');
    const finalized = await request(sim.apps.service).post('/subs/finalize').send({ subscription_id: id, email: EMAIL, attribution: { campaign_id: 'c1' } }).expect(200);
    expect(finalized.body).toMatchObject({ id, email: EMAIL, plan_id: PLAN, status: 'active', linked: false });
    expect((sim.db.prepare('SELECT attribution FROM subscriptions WHERE id = ?').pluck().get(id) as string)).toContain('c1');
    await request(sim.apps.service).post('/subs/finalize').send({ subscription_id: id, email: 'other@example.com', attribution: {} }).expect(404);
    // Naming a user without an ID token is refused, never taken as that user.
    const named = await request(sim.apps.service).post('/subs/finalize').send({ subscription_id: id, email: EMAIL, firebase_id: 'u1', attribution: {} });
    expect(named.status).toBe(401);
  });

  it('the webhook first, the return second: one subscription, recorded by the webhook', async () => {
    const { sim } = open();
    const { executionId, bankPath } = await payAtBank(sim, 'bank-success');
    const returnUrl = await answerAtBank(sim, bankPath, 'approve');
    await sim.webhooks.drain();
    expect(subscriptionsOf(sim, executionId).map((s) => s.recorded_by)).toEqual(['webhook']);
    const back = await followReturn(sim, returnUrl);
    expect(back.searchParams.get('vSubscriptionId')).toBe(subscriptionsOf(sim, executionId)[0]?.id);
  });

  it('sends the shopper only to the app’s checkout: a return_to elsewhere becomes the plain checkout', async () => {
    const { sim } = open();
    const { bankPath } = await payAtBank(sim, 'bank-success', 'https://evil.example/mindmetric/subscription?plan=x');
    const back = await followReturn(sim, await answerAtBank(sim, bankPath, 'approve'));
    expect(back.origin + back.pathname).toBe('http://app.test/mindmetric/subscription');
    expect(back.searchParams.get('plan')).toBeNull();
    expect(back.searchParams.get('vUserEmail')).toBe(EMAIL);
  });

  it('refuses an unknown execution and a malformed query with a problem, never a redirect', async () => {
    const { sim } = open();
    const unknown = await request(sim.apps.service).get(REDIRECT_RETURN_PATH).query({ execution: 'exe_nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.type).toBe('application/problem+json');
    expect((await request(sim.apps.service).get(REDIRECT_RETURN_PATH)).status).toBe(400);
    expect((await request(sim.apps.service).get(PURCHASE_STATUS_PATH).query({ execution: '<script>' })).status).toBe(400);
  });
});

describe('online banking declined or cancelled (bank-declined)', () => {
  it('returns to the checkout with paymentResult=declined and records nothing', async () => {
    const { sim } = open();
    const { executionId, bankPath } = await payAtBank(sim, 'bank-declined');
    const back = await followReturn(sim, await answerAtBank(sim, bankPath, 'approve'));
    expect(Object.fromEntries(back.searchParams)).toEqual({ plan: PLAN, scenario: 'bank-declined', redirectUserEmail: EMAIL, paymentResult: 'declined' });
    await sim.webhooks.drain();
    expect(subscriptionsOf(sim, executionId)).toEqual([]);
    expect(sim.charges.of(executionId)).toBeUndefined();
    expect(await status(sim, executionId)).toEqual({ state: 'failed', reason: 'The bank declined the payment.' });
    expect(sim.events.ofExecution(executionId).map((e) => e.type)).toEqual(['charge.failed']);
  });

  it('a shopper who cancels at the bank of a scenario that would pay is declined too, and a later approve changes nothing', async () => {
    const { sim } = open();
    const { executionId, bankPath } = await payAtBank(sim, 'bank-success');
    const back = await followReturn(sim, await answerAtBank(sim, bankPath, 'cancel'));
    expect(back.searchParams.get('paymentResult')).toBe('declined');
    expect((await request(sim.apps.asset).post(bankPath).send({ action: 'approve' }).expect(200)).body.recorded).toBe('authorizeFailed');
    expect(subscriptionsOf(sim, executionId)).toEqual([]);
  });
});

describe('online banking confirmed after the shopper returned (bank-approved-late)', () => {
  it('returns pending, then the bank confirms and the webhook records the subscription the status route reports', async () => {
    const { sim, clock } = open();
    const { executionId, bankPath } = await payAtBank(sim, 'bank-approved-late');
    const back = await followReturn(sim, await answerAtBank(sim, bankPath, 'approve'));
    expect(back.searchParams.get('paymentResult')).toBe('pending');
    expect(back.searchParams.get('execution')).toBe(executionId);
    expect(await status(sim, executionId)).toEqual({ state: 'pending' });

    // The bank decides when the scenario says, not a millisecond before.
    const confirmsAfterMs = (bankApprovedLate.bank?.confirmAfterSeconds ?? 0) * 1000;
    expect(confirmsAfterMs).toBeGreaterThan(0);
    clock.now += confirmsAfterMs - 1;
    expect(sim.bankConfirmations.runDue()).toBe(0);
    clock.now += 1;
    expect(sim.bankConfirmations.runDue()).toBe(1);
    expect(sim.bankConfirmations.runDue()).toBe(0);
    await sim.webhooks.drain();

    const [sub] = subscriptionsOf(sim, executionId);
    expect(sub?.recorded_by).toBe('webhook');
    expect(await status(sim, executionId)).toEqual({ state: 'paid', subscription_id: sub?.id, email: EMAIL });
  });

  it('QA makes the bank’s decision due now: the provider’s next pass applies it and its webhook records the subscription', async () => {
    const { sim, clock } = open();
    const bankDecision = (executionId: string) => request(sim.apps.service).post(`/qa/api/sessions/${executionId}/bank-decision`);
    const { executionId, bankPath } = await payAtBank(sim, 'bank-approved-late');
    // Before the shopper approved at the bank, the bank has nothing to decide.
    expect((await bankDecision(executionId).expect(409)).body.detail).toMatch(/no decision still to make/);
    await followReturn(sim, await answerAtBank(sim, bankPath, 'approve'));
    clock.now += 1000;
    expect(sim.bankConfirmations.runDue()).toBe(0);

    const due = await bankDecision(executionId).expect(202);
    expect(due.body).toEqual({ decision: 'authorizeSuccessful', dueAt: new Date(clock.now).toISOString() });
    expect(await status(sim, executionId)).toEqual({ state: 'pending' });
    expect(sim.bankConfirmations.runDue()).toBe(1);
    await sim.webhooks.drain();
    const [sub] = subscriptionsOf(sim, executionId);
    expect(sub?.recorded_by).toBe('webhook');
    expect(await status(sim, executionId)).toEqual({ state: 'paid', subscription_id: sub?.id, email: EMAIL });

    // Decided: there is nothing left to make due, nor on a payment the bank decided at once, nor on no session.
    await bankDecision(executionId).expect(409);
    await bankDecision('no-such-execution').expect(404);
    const other = open().sim;
    const decidedAtOnce = await payAtBank(other, 'bank-success');
    await answerAtBank(other, decidedAtOnce.bankPath, 'approve');
    await request(other.apps.service).post(`/qa/api/sessions/${decidedAtOnce.executionId}/bank-decision`).expect(409);
  });
});
