/**
 * Replays every scenario of the catalogue through the simulator's HTTP API, request by request, as
 * the widget would, and checks that each answer is the one the script states and that the
 * subscriptions table ends as the scenario expects.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listScenarios, TEST_CARD_SCENARIOS, type PollAnswer, type Scenario, type ScenarioMethod } from '../../../scenarios';
import type { Simulator } from '../../create-simulator';
import { payAnswerFor } from '../../payment-provider/payments/scenario-run';
import { AUTHORIZATION_CONSENT, authorizeBody, startSession, testSimulator, type StartedPayment } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const AMOUNT = { value: '1.00', currency: 'USD' };

function storedAuthorizeBody(paymentInstrumentId: string, paymentMethodCode = 'card') {
  return { amount: AMOUNT, paymentComposition: [{ paymentMethodCode, integrationType: 'api', amount: AMOUNT, paymentInstrumentId }], consent: AUTHORIZATION_CONSENT };
}

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const CARD = { cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2034, cvv: '123' };

async function tokenize(sessionToken: string, cardNumber: string) {
  const vault = await request(sim.apps.service).post('/init/vault-token').set('Authorization', `Bearer ${sessionToken}`).expect(200);
  return request(sim.apps.asset)
    .post('/vault/tokenize')
    .set('Authorization', `Bearer ${(vault.body as { accessToken: string }).accessToken}`)
    .send({ ...CARD, card_number: cardNumber });
}

/** One poll; a dropped connection comes back as the string 'network-drop'. */
async function poll(path: string, token: string): Promise<request.Response | 'network-drop'> {
  try {
    return await request(sim.apps.service).get(path).set('Authorization', `Bearer ${token}`);
  } catch (error) {
    if (error instanceof Error && /socket hang up|ECONNRESET/.test(error.message)) return 'network-drop';
    throw error;
  }
}

function expectAnswer(answer: request.Response | 'network-drop', scripted: PollAnswer, recordsRequest: boolean): void {
  switch (scripted.kind) {
    case 'network-drop':
      expect(answer).toBe('network-drop');
      return;
    case 'http-error':
      if (answer === 'network-drop') throw new Error('expected an HTTP answer, the connection dropped');
      expect(answer.status).toBe(scripted.status);
      return;
    case 'statuses': {
      if (answer === 'network-drop') throw new Error('expected an HTTP answer, the connection dropped');
      expect(answer.status).toBe(200);
      const codes = (answer.body.status as { code: string }[]).map((s) => s.code);
      expect(codes.slice(codes.length - scripted.append.length)).toEqual(scripted.append);
      expect(answer.body.actionRequired).toBe(scripted.actionRequired);
      expect(codes.includes('authorizeRequested')).toBe(recordsRequest);
      return;
    }
  }
}

/** The shopper completes the challenge: the page is served, the answer recorded once, and polls show the issuer's decision. */
async function answerChallenge(scenario: Scenario, s: { token: string; executionPath: string }, href: string) {
  expect(href).toMatch(/\/3ds\/challenge\//);
  const path = new URL(href).pathname;
  const page = await request(sim.apps.asset).get(path).expect(200);
  expect(page.text).toContain('Complete authentication');
  // The widget adds the shopper's language to the link (issue 33): the issuer's page speaks it.
  const portuguese = await request(sim.apps.asset).get(`${path}?locale=pt-BR`).expect(200);
  expect(portuguese.text).toContain('<html lang="pt-BR" dir="ltr">');
  expect(portuguese.text).toContain('Concluir a autenticação');
  expect(page.headers['content-security-policy']).toBe('frame-ancestors http://app.test');
  const held = await poll(s.executionPath, s.token);
  if (held === 'network-drop') throw new Error('poll dropped');
  expect(held.body.actionRequired).toBe('3ds');
  await request(sim.apps.asset).post(path).send({ action: 'complete' }).expect(200);
  await request(sim.apps.asset).post(path).send({ action: 'complete' }).expect(409);
  const after = await poll(s.executionPath, s.token);
  if (after === 'network-drop') throw new Error('poll dropped');
  expect(after.body.actionRequired).toBeUndefined();
  expect((after.body.status as { code: string }[]).at(-1)?.code).toBe(scenario.threeDs?.onComplete);
}

/** Polls the script once through (plus one to see the last answer repeat), answering a 3-D Secure challenge when asked. */
async function pollScript(scenario: Scenario, s: StartedPayment, path: string, recordsRequest: boolean, limit = Number.POSITIVE_INFINITY) {
  const { polls } = scenario.provider;
  for (let i = 0; i <= Math.min(polls.length, limit); i += 1) {
    const scripted = polls[Math.min(i, polls.length - 1)];
    if (!scripted) throw new Error('empty script');
    const answer = await poll(path, s.token);
    expectAnswer(answer, scripted, recordsRequest);
    if (scripted.kind === 'statuses' && scripted.actionRequired === '3ds' && answer !== 'network-drop') {
      await answerChallenge(scenario, s, answer.body.links['3ds'].href as string);
      break;
    }
  }
}

const PAY_ENTRY: Record<Exclude<ScenarioMethod, 'card' | 'stored-card'>, object> = {
  'apple-pay': { paymentMethodCode: 'applePay', paymentInstrumentData: { paymentToken: 'stand-in-apple-pay-token' } },
  'google-pay': { paymentMethodCode: 'googlePay', paymentInstrumentData: { paymentToken: 'stand-in-google-pay-token' } },
  paypal: { paymentMethodCode: 'payPal', providerData: { riskSessionCorrelationId: 'risk-1' } },
  pix: { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: 'pix' } },
  redirect: { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: 'online-banking' } },
};

/** Wallets, redirects and stored cards, as the widget calls them for the scenario's method. */
async function replayMethod(scenario: Scenario, method: Exclude<ScenarioMethod, 'card'>, s: StartedPayment) {
  const auth = { Authorization: `Bearer ${s.token}` };
  if (method === 'stored-card') {
    await request(sim.apps.service).post(s.authorizePath).set(auth).send(storedAuthorizeBody('pi_stored_visa_4242')).expect(200);
    await pollScript(scenario, s, s.executionPath, true);
    return;
  }
  const action = scenario.shopper?.action ?? 'approve';
  // A cancelled wallet sheet never reaches the provider.
  if (action === 'cancel' && (method === 'apple-pay' || method === 'google-pay')) return;
  const pay = await request(sim.apps.service)
    .post(s.executionPath + '/pay')
    .set(auth)
    .send([{ integrationType: 'api', amount: AMOUNT, ...PAY_ENTRY[method], consent: AUTHORIZATION_CONSENT }]);
  const scripted = payAnswerFor(scenario, method);
  if (scripted.kind === 'http-error') {
    expect(pay.status).toBe(scripted.status);
    return;
  }
  expect(pay.status).toBe(200);
  expect(pay.body.finalState.code).toBe(scripted.code);
  const links = pay.body.response.links as Record<string, { href: string; action?: { parameters: Record<string, string> } }>;
  switch (method) {
    case 'apple-pay':
      return;
    case 'google-pay':
      if (scripted.actionRequired === '3ds') await answerChallenge(scenario, s, links['3ds']?.href ?? '');
      return;
    case 'paypal': {
      const confirm = links.confirm;
      expect(confirm?.action?.parameters.orderId).toMatch(/^ORDER-/);
      if (action !== 'approve' || !confirm) return;
      // Before confirm nothing moves: the order waits for the shopper.
      await poll(s.executionPath, s.token);
      await request(sim.apps.service).post(new URL(confirm.href).pathname).set(auth).send({ data: { orderId: 'ORDER-WRONG' } }).expect(400);
      await request(sim.apps.service).post(new URL(confirm.href).pathname).set(auth).send({ data: confirm.action?.parameters }).expect(200);
      await pollScript(scenario, s, s.executionPath, true);
      return;
    }
    case 'pix': {
      const page = await request(sim.apps.asset).get(new URL(links.redirect?.href ?? '').pathname).expect(200);
      expect(page.text).toContain('I have paid');
      if (action === 'approve') await request(sim.apps.asset).post(new URL(links.redirect?.href ?? '').pathname).send({ action: 'paid' }).expect(200);
      // A long script (poll 300) is checked at its ends only by pollScript's repeat; 310 polls are cheap in-process.
      await pollScript(scenario, s, `${s.executionPath}/authorization-result`, true);
      return;
    }
    case 'redirect': {
      const bankPath = new URL(links.redirect?.href ?? '').pathname;
      const page = await request(sim.apps.asset).get(bankPath);
      expect(page.status).toBe(action === 'abandon' ? 204 : 200);
      if (action !== 'approve') return;
      // The shopper approves at the bank and follows it back to the merchant's return route, which records a paid order.
      const answer = await request(sim.apps.asset).post(bankPath).send({ action: 'approve' }).expect(200);
      const back = new URL(answer.body.returnTo as string);
      const landed = new URL((await request(sim.apps.service).get(back.pathname + back.search).expect(303)).headers.location as string);
      expect(landed.searchParams.has('vSubscriptionId')).toBe(scenario.expect.subscriptionCreated);
      return;
    }
  }
}

async function replay(scenario: Scenario, query: Record<string, string>, cardNumber = CARD.card_number) {
  // The online-banking return records the order without the browser: the checkout opened it with the shopper's email, as the app does.
  const s = await startSession(sim, scenario.bank ? { ...query, email: 'qa@example.com' } : query);
  const method = scenario.method ?? 'card';
  if (method !== 'card') {
    await replayMethod(scenario, method, s);
    return s;
  }
  const tokenized = await tokenize(s.token, cardNumber);
  if (scenario.vault?.tokenize === 'invalid-token') {
    expect(tokenized.status).toBe(401);
    expect(tokenized.body.error.message).toContain('Invalid token');
    expect(tokenized.headers['x-request-id']).toBeTruthy();
    return s;
  }
  expect(tokenized.status).toBe(201);
  const authorize = await request(sim.apps.service)
    .post(s.authorizePath)
    .set('Authorization', `Bearer ${s.token}`)
    .send(authorizeBody(tokenized.body.token));
  const scriptedAuthorize = scenario.provider.authorize;
  if (scriptedAuthorize.kind === 'http-error') {
    expect(authorize.status).toBe(scriptedAuthorize.status);
    return s;
  }
  expect(authorize.status).toBe(200);
  // One more poll than the script has, to check that the last answer repeats.
  await pollScript(scenario, s, s.executionPath, scriptedAuthorize.recordsRequest !== false);
  return s;
}

describe.each(listScenarios().map((s) => [s.id, s] as const))('scenario %s', (_id, scenario) => {
  it('answers each request as scripted, and the subscriptions table ends as stated', async () => {
    const s = await replay(scenario, { scenario: scenario.id });
    const created = await request(sim.apps.service)
      .post('/subs/create-no-user')
      .send({ plan_id: 'pro_weekly_trial', email: 'qa@example.com', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS });
    const backendFails = scenario.subscriptionService?.create === 'error';
    // An online-banking return recorded it already: the browser's create finds it (200).
    const recordedByReturn = scenario.method === 'redirect' && scenario.expect.subscriptionCreated;
    // A scripted backend failure answers 500 once the provider authorized (subscription-service-error, apple-pay-subscription-error).
    expect(created.status).toBe(recordedByReturn ? 200 : scenario.expect.subscriptionCreated ? 201 : backendFails ? 500 : 402);
    expect(sim.subscriptions.list()).toHaveLength(scenario.expect.subscriptionCreated ? 1 : 0);
  });

  it('answers /init/session with the scenario bound', async () => {
    const res = await request(sim.apps.service).get('/init/session').query({ scenario: scenario.id }).expect(200);
    expect(res.body.scenario).toBe(scenario.id);
  });
});

describe('test cards select the outcome when QA named no scenario', () => {
  it.each(Object.entries(TEST_CARD_SCENARIOS))('%s runs %s', async (card, scenarioId) => {
    const s = await replay(listScenarios().find((x) => x.id === scenarioId) as Scenario, {}, card);
    await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email: 'qa@example.com', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS });
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith?.scenarioId).toBe(scenarioId);
  });

  it('lets the QA flag win over the test card', async () => {
    const s = await startSession(sim, { scenario: 'declined' });
    const tokenized = await tokenize(s.token, '4242424242424242');
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(tokenized.body.token)).expect(200);
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith?.scenarioId).toBe('declined');
  });
});

describe('idempotent subscription creation', () => {
  it('answers a retried create with the first subscription', async () => {
    const success = listScenarios().find((x) => x.id === 'success') as Scenario;
    const s = await replay(success, {});
    const body = { plan_id: 'pro_weekly_trial', email: 'Twice@Example.com', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS };
    const first = await request(sim.apps.service).post('/subs/create-no-user').send(body).expect(201);
    const second = await request(sim.apps.service).post('/subs/create-no-user').send(body).expect(200);
    expect(second.body.id).toBe(first.body.id);
    expect(sim.subscriptions.list({ email: 'twice@example.com' })).toHaveLength(1);
  });

  it('makes one subscription of 100 parallel identical creates, with identical answers', async () => {
    const success = listScenarios().find((x) => x.id === 'success') as Scenario;
    const s = await replay(success, {});
    const body = { plan_id: 'pro_weekly_trial', email: 'burst@example.com', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => request(sim.apps.service).post('/subs/create-no-user').set('Idempotency-Key', `create-${s.executionId}`).send(body)),
    );
    const settled = answers.filter((a) => a.status !== 409);
    expect(new Set(settled.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
    expect(settled[0]?.status).toBe(201);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('idempotency-key-in-flight');
    expect(sim.subscriptions.list({ email: 'burst@example.com' })).toHaveLength(1);
  });

  it('refuses a reused key with another body, and replays authorize for the same key', async () => {
    const s = await startSession(sim);
    const tokenized = await tokenize(s.token, '4242424242424242');
    const send = (key: string, body: object) =>
      request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).set('Idempotency-Key', key).send(body);
    const first = await send('auth-1', authorizeBody(tokenized.body.token));
    expect(first.status).toBe(200);
    const replayed = await send('auth-1', authorizeBody(tokenized.body.token));
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(first.body);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect((await send('auth-1', authorizeBody('tok_other'))).status).toBe(422);
  });
});
