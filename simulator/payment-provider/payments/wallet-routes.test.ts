import { createRequire } from 'node:module';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { AUTHORIZATION_CONSENT, startSession, testSimulator } from '../../test-support';

/** jsdom ships no types (and @types/jsdom is not installed): the part of its JSDOM this test uses. */
type JsdomCtor = new (html: string, options?: { url?: string; runScripts?: 'dangerously'; beforeParse?: (window: Window) => void }) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomCtor };

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const AMOUNT = { value: '1.00', currency: 'USD' };
const applePay = [{ paymentMethodCode: 'applePay', integrationType: 'api', amount: AMOUNT, paymentInstrumentData: { paymentToken: 'tok' }, consent: AUTHORIZATION_CONSENT }];

describe('lookup', () => {
  it('lists the stored-card scenario\'s instruments, wallets and both redirects, with the pay, result and Apple Pay links', async () => {
    const res = await request(sim.apps.service).get('/init/session?scenario=stored-card-success').expect(200);
    const lookup = res.body.execution.initialResults[0].body;
    const codes = (lookup.data.paymentCompositionOptions as { paymentMethodCode: string }[]).map((o) => o.paymentMethodCode);
    expect(codes).toEqual(['card', 'applePay', 'googlePay', 'payPal', 'genericRedirect', 'genericRedirect']);
    expect(lookup.data.paymentCompositionOptions[0].paymentInstruments).toHaveLength(2);
    expect(lookup.links.pay.href).toMatch(/\/provider\/executions\/exe_[\w-]+\/pay$/);
    expect(lookup.links.authorizationResult.href).toMatch(/\/authorization-result$/);
    expect(lookup.links.applePaySession.href).toBe('http://service.test/provider/apple-pay/session');
  });
});

describe('the Apple Pay option of the lookup (the app specification, section 9)', () => {
  it('is for the US, with the networks visa, masterCard, amex and discover and 3-D Secure', async () => {
    const res = await request(sim.apps.service).get('/init/session').expect(200);
    const options = res.body.execution.initialResults[0].body.data.paymentCompositionOptions as { paymentMethodCode: string; config?: unknown }[];
    expect(options.find((o) => o.paymentMethodCode === 'applePay')?.config).toMatchObject({ countryCode: 'US', supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'], merchantCapabilities: ['supports3DS'] });
    expect(res.body.amount.currency).toBe('USD');
  });
});

describe('POST /provider/executions/:id/pay', () => {
  it('needs the session bearer token and a valid entry list', async () => {
    const s = await startSession(sim);
    await request(sim.apps.service).post(`${s.executionPath}/pay`).send(applePay).expect(401);
    const bad = await request(sim.apps.service).post(`${s.executionPath}/pay`).set('Authorization', `Bearer ${s.token}`).send({ not: 'a list' }).expect(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const noToken = await request(sim.apps.service)
      .post(`${s.executionPath}/pay`)
      .set('Authorization', `Bearer ${s.token}`)
      .send([{ ...applePay[0], paymentInstrumentData: {} }])
      .expect(400);
    expect(noToken.body.detail).toContain('paymentToken');
    await request(sim.apps.service)
      .post(`${s.executionPath}/pay`)
      .set('Authorization', `Bearer ${s.token}`)
      .send([{ paymentMethodCode: 'genericRedirect', integrationType: 'api', amount: AMOUNT, paymentInstrumentData: { paymentMethod: 'boleto' }, consent: AUTHORIZATION_CONSENT }])
      .expect(400);
  });

  it('replays the first answer for the same idempotency key and refuses a second payment', async () => {
    const s = await startSession(sim);
    const send = (key: string) => request(sim.apps.service).post(`${s.executionPath}/pay`).set('Authorization', `Bearer ${s.token}`).set('Idempotency-Key', key).send(applePay);
    const first = await send('pay-1').expect(200);
    const again = await send('pay-1').expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    await send('pay-2').expect(409);
  });

  it('answers a PayPal billing agreement (store checked) with a tokenId to confirm', async () => {
    const s = await startSession(sim, { scenario: 'paypal-success' });
    const res = await request(sim.apps.service)
      .post(`${s.executionPath}/pay`)
      .set('Authorization', `Bearer ${s.token}`)
      .send([{ paymentMethodCode: 'payPal', integrationType: 'api', amount: AMOUNT, storeInstrument: true, consent: AUTHORIZATION_CONSENT }])
      .expect(200);
    const params = res.body.response.links.confirm.action.parameters;
    expect(params.tokenId).toMatch(/^BA-/);
    expect(params.orderId).toBeUndefined();
    await request(sim.apps.service).post(`${s.executionPath}/confirm`).set('Authorization', `Bearer ${s.token}`).send({ data: { tokenId: params.tokenId } }).expect(200);
    await request(sim.apps.service).post(`${s.executionPath}/confirm`).set('Authorization', `Bearer ${s.token}`).send({ data: { tokenId: params.tokenId } }).expect(409);
  });
});

describe('POST /provider/executions/:id/confirm', () => {
  it('refuses a confirm without a PayPal order, and a body without data', async () => {
    const s = await startSession(sim);
    await request(sim.apps.service).post(`${s.executionPath}/confirm`).set('Authorization', `Bearer ${s.token}`).send({ data: {} }).expect(409);
    await request(sim.apps.service).post(`${s.executionPath}/confirm`).set('Authorization', `Bearer ${s.token}`).send({ orderId: 'x' }).expect(400);
  });
});

describe('authorize with a stored instrument', () => {
  it('takes an enabled instrument of the lookup and refuses a disabled or unknown one', async () => {
    const s = await startSession(sim, { scenario: 'stored-card-success' });
    const body = (id: string, code = 'card') => ({ amount: AMOUNT, paymentComposition: [{ paymentMethodCode: code, integrationType: 'api', amount: AMOUNT, paymentInstrumentId: id }], consent: AUTHORIZATION_CONSENT });
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(body('pi_stored_gpay_off', 'googlePay')).expect(400);
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(body('pi_nope')).expect(400);
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(body('pi_stored_visa_4242')).expect(200);
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith?.card).toEqual({ bin: '424242', last4: '4242', network: 'visa' });
  });
});

describe('Apple Pay merchant validation', () => {
  it('answers the provider session request with a merchant session under data', async () => {
    const s = await startSession(sim);
    const body = { integrationType: 'api', paymentMethodCode: 'applePay', amount: AMOUNT, meta: { sessionURL: 'http://asset.test/sdk/apple-pay/validate', clientContext: { host: 'app.test' } } };
    const res = await request(sim.apps.service).post('/provider/apple-pay/session').set('Authorization', `Bearer ${s.token}`).send(body).expect(200);
    expect(res.body.data.merchantSessionIdentifier).toMatch(/^msi_/);
    expect(res.body.data.domainName).toBe('app.test');
    await request(sim.apps.service).post('/provider/apple-pay/session').set('Authorization', `Bearer ${s.token}`).send({ ...body, meta: {} }).expect(400);
  });

  it('answers the app origin validate-merchant call, and refuses a body without validationURL', async () => {
    const res = await request(sim.apps.app).post('/api/apple-pay/validate-merchant').send({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', domain: 'app.test' }).expect(200);
    expect(res.body.data.merchantSessionIdentifier).toMatch(/^msi_/);
    const bad = await request(sim.apps.app).post('/api/apple-pay/validate-merchant').send({ domain: 'app.test' }).expect(400);
    expect(bad.body.code).toBe('bad-request');
  });
});

describe('redirect pages', () => {
  it('answers 404 for an unknown token, refuses "paid" on the bank page and sends the approval to the merchant’s return URL', async () => {
    await request(sim.apps.asset).get('/redirect/nope').expect(404);
    const s = await startSession(sim);
    const pay = await request(sim.apps.service)
      .post(`${s.executionPath}/pay`)
      .set('Authorization', `Bearer ${s.token}`)
      .send([{ paymentMethodCode: 'genericRedirect', integrationType: 'api', amount: AMOUNT, paymentInstrumentData: { paymentMethod: 'online-banking' }, returnInfo: { success: 'http://app.test/back' }, consent: AUTHORIZATION_CONSENT }])
      .expect(200);
    const path = new URL(pay.body.response.links.redirect.href).pathname;
    const page = await request(sim.apps.asset).get(path).expect(200);
    expect(page.text).toContain('Approve payment');
    await request(sim.apps.asset).post(path).send({ action: 'paid' }).expect(409);
    await request(sim.apps.asset).post(path).send({ action: 'steal' }).expect(400);
    const approved = await request(sim.apps.asset).post(path).send({ action: 'approve' }).expect(200);
    expect(approved.body).toEqual({
      recorded: 'authorizeSuccessful',
      returnTo: `http://service.test/subs/redirect-return?execution=${s.executionId}&return_to=${encodeURIComponent('http://app.test/back')}`,
    });
  });

  /** The Pix page in `locale`, run in jsdom with a clipboard whose writeText does `write`. */
  async function pixPage(locale: string, write: (text: string) => Promise<void>) {
    const s = await startSession(sim);
    const pay = await request(sim.apps.service)
      .post(`${s.executionPath}/pay`)
      .set('Authorization', `Bearer ${s.token}`)
      .send([{ paymentMethodCode: 'genericRedirect', integrationType: 'api', amount: AMOUNT, paymentInstrumentData: { paymentMethod: 'pix' }, returnInfo: { success: 'http://app.test/back' }, consent: AUTHORIZATION_CONSENT }])
      .expect(200);
    const url = new URL(pay.body.response.links.redirect.href);
    url.searchParams.set('locale', locale);
    const page = await request(sim.apps.asset).get(url.pathname + url.search).expect(200);
    const writeText = vi.fn(write);
    const { window } = new JSDOM(page.text, {
      url: url.toString(),
      runScripts: 'dangerously',
      beforeParse: (w) => Object.defineProperty(w.navigator, 'clipboard', { value: { writeText } }),
    });
    const doc = window.document;
    const copy = doc.getElementById('copy');
    const status = doc.getElementById('copy-status');
    const code = doc.getElementById('pix-code')?.textContent ?? '';
    if (!(copy instanceof window.HTMLButtonElement) || !status || !code) throw new Error('The Pix page has no copy button, status or code.');
    return { window, copy, status, code, writeText };
  }

  it('the Pix code has a copy button that writes the code to the clipboard and says so in a polite live region, in the page\'s language', async () => {
    const en = await pixPage('en', async () => undefined);
    expect([en.copy.type, en.copy.textContent]).toEqual(['button', 'Copy the Pix code']);
    expect([en.status.getAttribute('role'), en.status.getAttribute('aria-live'), en.status.textContent]).toEqual(['status', 'polite', '']);
    en.copy.click();
    await vi.waitFor(() => expect(en.status.textContent).toBe('Code copied. Paste it in your bank app.'));
    expect(en.writeText).toHaveBeenCalledWith(en.code);
    expect(en.code).toMatch(/^00020126580014br\.gov\.bcb\.pix/);
    const de = await pixPage('de', async () => undefined);
    expect(de.copy.textContent).toBe('Pix-Code kopieren');
    de.copy.click();
    await vi.waitFor(() => expect(de.status.textContent).toBe('Code kopiert. Fügen Sie ihn in Ihrer Banking-App ein.'));
  });

  it('when the browser refuses the clipboard, the Pix page selects the code and says to copy it by hand', async () => {
    const page = await pixPage('en', () => Promise.reject(new Error('NotAllowedError')));
    page.copy.click();
    await vi.waitFor(() => expect(page.status.textContent).toBe('This browser did not allow copying. The code is selected: copy it with your device’s copy command.'));
    expect(page.window.getSelection()?.toString()).toBe(page.code);
  });
});
