/**
 * The pay call's rules (issue 18 point 4: the mutation run's survivors): refusals of an amount other
 * than the session's, of a wallet without its token and of an unknown redirect method, each a 400
 * problem+json that charges nothing; and the attempt, payment and links each method's answer gets.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { AUTHORIZATION_CONSENT, startSession, testSimulator, type StartedPayment } from '../../test-support';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const AMOUNT = { value: '1.00', currency: 'USD' };
const SERVICE = 'http://service.test/provider/executions';
const pay = (s: StartedPayment, entry: object) =>
  request(sim.apps.service).post(`${s.executionPath}/pay`).set('Authorization', `Bearer ${s.token}`).send([{ integrationType: 'api', amount: AMOUNT, consent: AUTHORIZATION_CONSENT, ...entry }]);
const executionOf = (s: StartedPayment) => sim.sessions.byBearer(s.token)?.execution;

function expectRefused(res: request.Response, s: StartedPayment, detail: string): void {
  expect(res.status).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ code: 'bad-request', detail });
  const execution = executionOf(s);
  expect(execution?.authorizedWith).toBeNull();
  expect(execution?.payment).toBeNull();
  expect(execution?.statuses).toEqual([]);
  expect(sim.charges.of(s.executionId)).toBeUndefined();
}

const APPLE_PAY = { paymentMethodCode: 'applePay', paymentInstrumentData: { paymentToken: 'tok' } };

describe('pay refuses', () => {
  it.each([
    ['no consent', { consent: undefined }, 'consent: required: the shopper\'s agreement to the terms shown beside Pay'],
    ['a terms version the catalogue does not hold', { consent: { termsVersion: '1999-01-01', language: 'en' } }, 'consent.termsVersion'],
    ['a language the shop does not speak', { consent: { termsVersion: AUTHORIZATION_CONSENT.termsVersion, language: 'xx' } }, 'consent.language'],
  ])('an entry with %s (issue 29): 400 naming it, before anything is charged', async (_what, change, detail) => {
    const s = await startSession(sim, { scenario: 'apple-pay-success' });
    const res = await pay(s, { ...APPLE_PAY, ...change }).expect(400);
    expect((res.body as { detail: string }).detail).toContain(detail);
    const execution = executionOf(s);
    expect(execution?.authorizedWith).toBeNull();
    expect(execution?.statuses).toEqual([]);
    expect(sim.charges.of(s.executionId)).toBeUndefined();
  });

  it.each([
    ['another value', { value: '9.99', currency: 'USD' }],
    ['another currency', { value: '1.00', currency: 'BRL' }],
  ])('an amount in %s than the session was created with', async (_what, amount) => {
    const s = await startSession(sim, { scenario: 'apple-pay-success' });
    expectRefused(await pay(s, { ...APPLE_PAY, amount }), s, 'The amount must be 1.00 USD, as the session was created.');
    await pay(s, APPLE_PAY).expect(200);
  });

  it('Google Pay without the wallet sheet\'s token, and takes it at the top level too', async () => {
    const s = await startSession(sim, { scenario: 'success' });
    expectRefused(await pay(s, { paymentMethodCode: 'googlePay', paymentInstrumentData: {} }), s, 'googlePay needs paymentToken: the token the wallet sheet returned.');
    expectRefused(await pay(s, { paymentMethodCode: 'googlePay' }), s, 'googlePay needs paymentToken: the token the wallet sheet returned.');
    const res = await pay(s, { paymentMethodCode: 'googlePay', paymentToken: 'tok' }).expect(200);
    expect(res.body.finalState).toEqual({ code: 'authorizeSuccessful' });
  });

  it.each([
    ['an unknown one', { paymentInstrumentData: { paymentMethod: 'boleto' } }],
    ['none', { paymentInstrumentData: {} }],
    ['no instrument data at all', {}],
  ])('a redirect naming %s as its method', async (_what, entry) => {
    const s = await startSession(sim);
    expectRefused(await pay(s, { paymentMethodCode: 'genericRedirect', ...entry }), s, 'paymentInstrumentData.paymentMethod must be one of: pix, online-banking.');
  });
});

describe('pay starts the attempt and the payment of its method', () => {
  it('a wallet token that pays at once: its attempt, statuses and only the execution links', async () => {
    const s = await startSession(sim, { scenario: 'apple-pay-success' });
    const res = await pay(s, { ...APPLE_PAY, storeInstrument: true }).expect(200);
    expect(res.body).toMatchObject({
      name: 'pay',
      executionId: s.executionId,
      finalState: { code: 'authorizeSuccessful' },
      response: { links: { execution: { href: `${SERVICE}/${s.executionId}` }, self: { href: `${SERVICE}/${s.executionId}` } } },
    });
    expect(res.body.response).toEqual({ links: { execution: { href: `${SERVICE}/${s.executionId}` }, self: { href: `${SERVICE}/${s.executionId}` } } });
    expect(res.body.links).toBeTypeOf('object');
    const execution = executionOf(s);
    expect(execution?.authorizedWith).toEqual({
      card: { bin: '', last4: '', network: 'applePay' },
      scenarioId: 'apple-pay-success',
      consent: { ...AUTHORIZATION_CONSENT, agreedAt: expect.any(String), ip: expect.any(String), billingCountry: null },
    });
    expect(execution?.statuses.map((x) => x.code)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    // Storing applies to PayPal's billing agreement only: a wallet gets neither an order nor an agreement.
    expect(execution?.payment).toEqual({ methodCode: 'applePay', redirectMethod: null, orderId: null, tokenId: null, redirectToken: null, returnUrl: null, confirmed: false, shopperPaid: false });
  });

  it('a wallet whose issuer asks for 3-D Secure: the challenge link and actionRequired, nothing to confirm or redirect to', async () => {
    const s = await startSession(sim, { scenario: 'google-pay-3ds' });
    const res = await pay(s, { paymentMethodCode: 'googlePay', paymentInstrumentData: { paymentToken: 'tok' } }).expect(200);
    const token = executionOf(s)?.challenge?.token;
    expect(token).toBeTruthy();
    expect(res.body.finalState).toEqual({ code: 'authorizePending' });
    expect(res.body.response).toEqual({
      actionRequired: '3ds',
      links: { execution: { href: `${SERVICE}/${s.executionId}` }, self: { href: `${SERVICE}/${s.executionId}` }, '3ds': { href: `http://asset.test/3ds/challenge/${token}` } },
    });
    expect(executionOf(s)?.authorizedWith?.card.network).toBe('googlePay');
  });

  it('a PayPal order: an upper-case order id to confirm, no challenge and no redirect', async () => {
    const s = await startSession(sim, { scenario: 'paypal-success' });
    const res = await pay(s, { paymentMethodCode: 'payPal', returnInfo: { success: 'http://app.test/ok' } }).expect(200);
    const orderId = executionOf(s)?.payment?.orderId;
    expect(orderId).toMatch(/^ORDER-[0-9A-F]{12}$/);
    expect(res.body.response).toEqual({
      links: {
        execution: { href: `${SERVICE}/${s.executionId}` },
        self: { href: `${SERVICE}/${s.executionId}` },
        confirm: { href: `${SERVICE}/${s.executionId}/confirm`, action: { parameters: { orderId } } },
      },
    });
    expect(executionOf(s)?.challenge).toBeNull();
    expect(executionOf(s)?.payment).toMatchObject({ methodCode: 'payPal', tokenId: null, redirectToken: null, returnUrl: 'http://app.test/ok' });
    expect(executionOf(s)?.authorizedWith?.card).toEqual({ bin: '', last4: '', network: 'payPal' });
  });

  it('a PayPal billing agreement: an upper-case agreement id and no order', async () => {
    const s = await startSession(sim, { scenario: 'paypal-success' });
    const res = await pay(s, { paymentMethodCode: 'payPal', storeInstrument: true }).expect(200);
    const tokenId = executionOf(s)?.payment?.tokenId;
    expect(tokenId).toMatch(/^BA-[0-9A-F]{12}$/);
    expect(executionOf(s)?.payment?.orderId).toBeNull();
    expect(res.body.response.links.confirm.action).toEqual({ parameters: { tokenId } });
  });

  it.each([
    ['PayPal', { paymentMethodCode: 'payPal' }],
    ['a redirect', { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: 'online-banking' } }],
  ])('%s the scenario authorizes at once: nothing to confirm or redirect to', async (_what, entry) => {
    const s = await startSession(sim, { scenario: 'apple-pay-success' });
    const res = await pay(s, entry).expect(200);
    expect(res.body.finalState).toEqual({ code: 'authorizeSuccessful' });
    expect(res.body.response).toEqual({ links: { execution: { href: `${SERVICE}/${s.executionId}` }, self: { href: `${SERVICE}/${s.executionId}` } } });
  });

  it.each([
    ['pix', 'pix'],
    ['online-banking', 'online-banking'],
  ])('a %s redirect, pending on its page whatever the scenario expects, with nothing to confirm', async (method, network) => {
    const s = await startSession(sim, { scenario: 'success' });
    const res = await pay(s, { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: method } }).expect(200);
    const redirectToken = executionOf(s)?.payment?.redirectToken;
    expect(redirectToken).toBeTruthy();
    expect(res.body.finalState).toEqual({ code: 'authorizePending' });
    expect(res.body.response).toEqual({
      links: { execution: { href: `${SERVICE}/${s.executionId}` }, self: { href: `${SERVICE}/${s.executionId}` }, redirect: { href: `http://asset.test/redirect/${redirectToken}` } },
    });
    expect(executionOf(s)?.payment).toMatchObject({ methodCode: 'genericRedirect', redirectMethod: method, orderId: null, tokenId: null });
    expect(executionOf(s)?.authorizedWith?.card).toEqual({ bin: '', last4: '', network });
    expect(executionOf(s)?.challenge).toBeNull();
  });
});
