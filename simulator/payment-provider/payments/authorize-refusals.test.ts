/**
 * The authorize call's refusals of hostile or inconsistent requests (issue 18 point 4: the mutation
 * run's survivors): each is a 400 problem+json with its code and exact detail, and nothing is
 * charged (no attempt recorded, no status, no charge row). Also the answer a charge gets.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { AUTHORIZATION_CONSENT, authorizeBody, startSession, testSimulator, tokenizeCard, type StartedPayment } from '../../test-support';
import { VAULT_TOKEN_TTL_MS } from '../vault/cards';

let sim: Simulator;
let clock = Date.parse('2026-11-23T03:00:00Z');
const open = () => {
  clock = Date.parse('2026-11-23T03:00:00Z');
  sim = testSimulator({ now: () => clock });
  return sim;
};
afterEach(() => sim.close());

const AMOUNT = { value: '1.00', currency: 'USD' };
const authorize = (s: StartedPayment, body: object) => request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(body);

/** Nothing was charged: no attempt, no status, no charge row. */
function expectNothingCharged(s: StartedPayment): void {
  const execution = sim.sessions.byBearer(s.token)?.execution;
  expect(execution?.authorizedWith).toBeNull();
  expect(execution?.statuses).toEqual([]);
  expect(sim.charges.of(s.executionId)).toBeUndefined();
}

function expectProblem(res: request.Response, status: number, code: string, detail: unknown): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ code, detail });
}

const AMOUNT_DETAIL = 'The amount must be 1.00 USD, as the session was created.';

describe('authorize refuses an amount other than the session\'s', () => {
  it.each([
    ['the total\'s value', { amount: { value: '0.50', currency: 'USD' } }, {}],
    ['the total\'s currency', { amount: { value: '1.00', currency: 'EUR' } }, {}],
    ['the item\'s value', {}, { amount: { value: '0.01', currency: 'USD' } }],
  ])('%s', async (_what, total, itemChange) => {
    open();
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    const body = authorizeBody(vaultToken);
    const item = { ...body.paymentComposition[0], ...itemChange };
    expectProblem(await authorize(s, { ...body, ...total, paymentComposition: [item] }), 400, 'bad-request', AMOUNT_DETAIL);
    expectNothingCharged(s);
    // The refusal came before the vault token was taken: it still pays once the amount is right.
    await authorize(s, body).expect(200);
  });
});

describe('authorize refuses a vault token it cannot take', () => {
  it('an expired one, with vault-token-expired', async () => {
    open();
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    clock += VAULT_TOKEN_TTL_MS;
    expectProblem(await authorize(s, authorizeBody(vaultToken)), 400, 'vault-token-expired', 'paymentInstrumentData.vaultToken has expired: tokenize the card again.');
    expectNothingCharged(s);
  });

  it('an unknown one, one of another session and one already used', async () => {
    open();
    const unknown = 'paymentInstrumentData.vaultToken is unknown, used, or belongs to another session.';
    const s = await startSession(sim, { scenario: 'declined' });
    expectProblem(await authorize(s, authorizeBody('tok_never_issued')), 400, 'bad-request', unknown);
    expectNothingCharged(s);

    const other = await startSession(sim);
    const othersToken = await tokenizeCard(sim, other.token, '4242424242424242');
    expectProblem(await authorize(s, authorizeBody(othersToken)), 400, 'bad-request', unknown);
    expectNothingCharged(s);

    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await authorize(s, authorizeBody(vaultToken)).expect(200);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    // Declined: the shopper may try again, but not with the token the first attempt took.
    expectProblem(await authorize(s, authorizeBody(vaultToken)), 400, 'bad-request', unknown);
  });
});

describe('authorize with a stored instrument', () => {
  const stored = (paymentInstrumentId: unknown, paymentMethodCode = 'card') => ({
    amount: AMOUNT,
    paymentComposition: [{ paymentMethodCode, integrationType: 'api', amount: AMOUNT, paymentInstrumentId }],
    consent: AUTHORIZATION_CONSENT,
  });

  it.each([
    ['pi_stored_visa_4242', 'payPal', 'paymentInstrumentId "pi_stored_visa_4242" is not an enabled payPal instrument of this shopper.'],
    ['pi_stored_paypal', 'card', 'paymentInstrumentId "pi_stored_paypal" is not an enabled card instrument of this shopper.'],
    ['pi_stored_gpay_off', 'googlePay', 'paymentInstrumentId "pi_stored_gpay_off" is not an enabled googlePay instrument of this shopper.'],
    ['pi_nope', 'card', 'paymentInstrumentId "pi_nope" is not an enabled card instrument of this shopper.'],
  ])('refuses %s as %s', async (id, method, detail) => {
    open();
    const s = await startSession(sim, { scenario: 'stored-card-success' });
    expectProblem(await authorize(s, stored(id, method)), 400, 'bad-request', detail);
    expectNothingCharged(s);
  });

  it('refuses the demonstration instruments when QA asked for no stored-card scenario', async () => {
    open();
    const s = await startSession(sim, { scenario: 'success' });
    expectProblem(await authorize(s, stored('pi_stored_visa_4242')), 400, 'bad-request', 'paymentInstrumentId "pi_stored_visa_4242" is not an enabled card instrument of this shopper.');
    expectNothingCharged(s);
  });

  it('charges a stored PayPal account with no card digits', async () => {
    open();
    const s = await startSession(sim, { scenario: 'stored-card-success' });
    await authorize(s, stored('pi_stored_paypal', 'payPal')).expect(200);
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith).toMatchObject({ card: { bin: '', last4: '', network: 'paypal' }, scenarioId: 'stored-card-success', consent: AUTHORIZATION_CONSENT });
  });

  it('takes a card with a vault token as a card even when it carries a paymentInstrumentId that is not a string', async () => {
    open();
    const s = await startSession(sim, { scenario: 'stored-card-success' });
    const vaultToken = await tokenizeCard(sim, s.token, '5555555555554444');
    const body = authorizeBody(vaultToken);
    const item = { ...body.paymentComposition[0], paymentInstrumentId: 7 };
    await authorize(s, { ...body, paymentComposition: [item] }).expect(200);
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith?.card).toEqual({ bin: '55555555', last4: '4444', network: 'mastercard' });
  });
});

describe('the authorize answer', () => {
  it('names the call, the execution and its link, and records the attempt, with the consent the browser sent, without storing the card unless asked', async () => {
    open();
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    const body = authorizeBody(vaultToken);
    const { storeInstrument: _dropped, ...item } = body.paymentComposition[0] ?? {};
    const res = await authorize(s, { ...body, paymentComposition: [item] }).expect(200);
    expect(res.body).toEqual({
      name: 'authorize',
      executionId: s.executionId,
      links: { execution: { href: `http://service.test/provider/executions/${s.executionId}` } },
    });
    const execution = sim.sessions.byBearer(s.token)?.execution;
    expect(execution?.authorizedWith).toEqual({
      card: { bin: '42424242', last4: '4242', network: 'visa' },
      scenarioId: 'success',
      // Issue 29: what the shopper agreed to, when and from where, as the provider saw the call.
      consent: { ...AUTHORIZATION_CONSENT, agreedAt: '2026-11-23T03:00:00.000Z', ip: expect.stringMatching(/127\.0\.0\.1|::1/), billingCountry: null },
    });
    expect(execution?.statuses.map((x) => x.code)).toEqual(['authorizeRequested']);
  });

  it.each([
    ['no consent', undefined, 'consent: required: the shopper\'s agreement to the terms shown beside Pay'],
    ['a terms version the catalogue does not hold', { termsVersion: 'latest', language: 'en' }, 'consent.termsVersion'],
    ['no language', { termsVersion: AUTHORIZATION_CONSENT.termsVersion }, 'consent.language'],
  ])('refuses an authorization with %s (issue 29): 400 naming it, nothing charged, the token still usable', async (_what, consent, detail) => {
    open();
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    const res = await authorize(s, { ...authorizeBody(vaultToken), consent });
    expectProblem(res, 400, 'bad-request', expect.stringContaining(detail));
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith).toBeNull();
    expect(sim.charges.of(s.executionId)).toBeUndefined();
    await authorize(s, authorizeBody(vaultToken)).expect(200);
  });

  it('keeps the billing country the card form sent with the consent', async () => {
    open();
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    const body = authorizeBody(vaultToken);
    const [item] = body.paymentComposition;
    await authorize(s, { ...body, paymentComposition: [{ ...item, paymentInstrumentData: { vaultToken, billingAddress: { country: 'de', postalCode: '10115' } } }] }).expect(200);
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith?.consent?.billingCountry).toBe('DE');
  });

  it('marks the attempt as storing the card when storeInstrument is true', async () => {
    open();
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await authorize(s, authorizeBody(vaultToken)).expect(200);
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith?.storeInstrument).toBe(true);
  });
});
