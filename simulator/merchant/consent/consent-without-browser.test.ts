/**
 * Issue 29, point 2: a purchase the browser never finishes still carries the buyer's consent. The
 * widget sends the shown terms' version and language with the authorization, the provider keeps them
 * with the payment (with the time and the shopper's IP), and the merchant reads them through its
 * provider client whoever fulfils first: the signed webhook, the bank's return or the create. One
 * consent per purchase. Over HTTP with supertest; the shopper's IP is set with X-Forwarded-For (the
 * service trusts its loopback proxy), so it differs from the webhook's and the return's.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { AGREED_TO_CURRENT_TERMS, RENEWAL_TERMS_VERSION } from '../../../catalog/renewal-terms';
import { renewalTermsText } from '../../../catalog/renewal-terms-words';
import { findPlan } from '../../../catalog/plans';
import { REDIRECT_RETURN_PATH } from '../../../contracts/redirect-return';
import type { Simulator } from '../../create-simulator';
import { AUTHORIZATION_CONSENT, authorizeBody, selfDeliveringSimulator, startSession, tokenizeCard } from '../../test-support';

const EMAIL = 'ada@example.com';
const PLAN = 'pro_weekly_trial';
const SHOPPER_IP = '203.0.113.7';
const AUTHORIZED_AT = Date.parse('2026-11-28T10:00:00Z');
const GERMAN_TERMS = { termsVersion: RENEWAL_TERMS_VERSION, language: 'de' } as const;

let sims: Simulator[] = [];
afterEach(() => {
  for (const sim of sims) sim.close();
  sims = [];
});

/** A simulator whose provider delivers its webhooks to its own service app, on a clock the test moves. */
function open() {
  const clock = { now: AUTHORIZED_AT };
  const sim = selfDeliveringSimulator({ now: () => clock.now });
  sims.push(sim);
  return { sim, clock };
}

const consentsOf = (sim: Simulator, executionId: string) =>
  sim.db
    .prepare('SELECT c.* FROM renewal_consents c JOIN subscriptions s ON s.id = c.subscription_id WHERE s.execution_id = ?')
    .all(executionId) as Record<string, string | null>[];
const recordedBy = (sim: Simulator, executionId: string) => sim.db.prepare('SELECT recorded_by FROM subscriptions WHERE execution_id = ?').pluck().all(executionId);

/** A card payment as the widget makes it from the shopper's browser (at SHOPPER_IP), polled until the provider authorized it; no create follows. */
async function authorizedCard(sim: Simulator, consent: unknown, billingCountry?: string) {
  const s = await startSession(sim, { plan: PLAN, email: EMAIL });
  const auth = { Authorization: `Bearer ${s.token}`, 'X-Forwarded-For': SHOPPER_IP };
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  const body = authorizeBody(vaultToken);
  const [item] = body.paymentComposition;
  const billing = billingCountry ? { billingAddress: { country: billingCountry, postalCode: '10115' } } : {};
  const res = await request(sim.apps.service)
    .post(s.authorizePath)
    .set(auth)
    .send({ ...body, paymentComposition: [{ ...item, paymentInstrumentData: { vaultToken, ...billing } }], consent });
  if (res.status !== 200) return { s, res };
  await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
  await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
  return { s, res };
}

function expectShoppersConsent(row: Record<string, string | null> | undefined, country: string) {
  const plan = findPlan(PLAN);
  if (!plan) throw new Error('no plan');
  expect(row).toMatchObject({
    terms_version: RENEWAL_TERMS_VERSION,
    // The words the shopper read, in German (issue 44).
    terms_text: renewalTermsText(plan, RENEWAL_TERMS_VERSION, 'de'),
    language: 'de',
    // When the shopper pressed Pay, not when the purchase was fulfilled.
    agreed_at: new Date(AUTHORIZED_AT).toISOString(),
    email: EMAIL,
    // The shopper's, never the webhook sender's or the return's.
    ip: SHOPPER_IP,
    country,
  });
}

describe('consent on record without the browser (issue 29)', () => {
  it('a card purchase fulfilled by the webhook alone carries the consent sent with the authorization; the late create adds none', async () => {
    const { sim, clock } = open();
    const { s } = await authorizedCard(sim, GERMAN_TERMS, 'de');
    clock.now += 60_000;
    await sim.webhooks.drain();
    expect(recordedBy(sim, s.executionId)).toEqual(['webhook']);
    const [row, ...more] = consentsOf(sim, s.executionId);
    expect(more).toEqual([]);
    expectShoppersConsent(row, 'DE');
    // QA sees it, language included.
    const page = await request(sim.apps.service).get(`/qa/subscriptions/${String(row?.subscription_id)}`).expect(200);
    expect(page.text).toContain('<dd data-testid="consent-language">de</dd>');

    // The tab comes back from another address: its create finds the subscription and the consent on record.
    await request(sim.apps.service)
      .post('/subs/create-no-user')
      .set('X-Forwarded-For', '198.51.100.9')
      .send({ plan_id: PLAN, email: EMAIL, attribution: { country: 'FR' }, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS, language: 'fr' })
      .expect(200);
    expect(consentsOf(sim, s.executionId)).toEqual([row]);
  });

  it('the create first, the webhook second: exactly one consent, the authorization\'s, with the attribution\'s country when the card named none', async () => {
    const { sim, clock } = open();
    const { s } = await authorizedCard(sim, GERMAN_TERMS);
    clock.now += 5_000;
    await request(sim.apps.service)
      .post('/subs/create-no-user')
      .set('X-Forwarded-For', SHOPPER_IP)
      .send({ plan_id: PLAN, email: EMAIL, attribution: { country: 'at' }, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS, language: 'de' })
      .expect(201);
    await sim.webhooks.drain();
    const rows = consentsOf(sim, s.executionId);
    expect(rows).toHaveLength(1);
    expectShoppersConsent(rows[0], 'AT');
  });

  it('an online-banking purchase fulfilled by the bank\'s return alone carries the consent sent with the pay call', async () => {
    const { sim, clock } = open();
    const init = await request(sim.apps.service).get('/init/session').query({ plan: PLAN, email: EMAIL, scenario: 'bank-success' }).expect(200);
    const { token, amount, execution } = init.body as { token: string; amount: { value: string; currency: string }; execution: { id: string } };
    const back = 'http://app.test/mindmetric/subscription?plan=pro_weekly_trial';
    const pay = await request(sim.apps.service)
      .post(`/provider/executions/${execution.id}/pay`)
      .set({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': SHOPPER_IP })
      .send([{ paymentMethodCode: 'genericRedirect', integrationType: 'api', amount, paymentInstrumentData: { paymentMethod: 'online-banking' }, returnInfo: { success: back, error: back, cancel: back, pending: back }, consent: GERMAN_TERMS }])
      .expect(200);
    const bankPath = new URL(pay.body.response.links.redirect.href as string).pathname;
    clock.now += 120_000;
    const approved = await request(sim.apps.asset).post(bankPath).send({ action: 'approve' }).expect(200);
    const returnUrl = new URL(approved.body.returnTo as string);
    expect(returnUrl.pathname).toBe(REDIRECT_RETURN_PATH);
    await request(sim.apps.service).get(returnUrl.pathname + returnUrl.search).set('X-Forwarded-For', '198.51.100.9').expect(303);
    expect(recordedBy(sim, execution.id)).toEqual(['bank-return']);
    const [row, ...more] = consentsOf(sim, execution.id);
    expect(more).toEqual([]);
    // No billing country and no attribution without the browser: the shopper's IP's (platform/http/ip-country.ts).
    expectShoppersConsent(row, 'US');
    // The webhook arrives later: it finds the purchase, and adds no second consent.
    await sim.webhooks.drain();
    expect(consentsOf(sim, execution.id)).toEqual([row]);
  });

  it('an authorization without the consent is refused (400 naming it) and nothing is charged, so nothing can be fulfilled without one', async () => {
    const { sim } = open();
    const { s, res } = await authorizedCard(sim, undefined);
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/problem+json');
    expect((res.body as { detail: string }).detail).toMatch(/^consent: required: the shopper's agreement to the terms shown beside Pay/);
    expect(sim.charges.of(s.executionId)).toBeUndefined();
    await sim.webhooks.drain();
    expect(recordedBy(sim, s.executionId)).toEqual([]);
    // The widget's body with the consent then goes through on the same session.
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send({ ...authorizeBody(vaultToken), consent: AUTHORIZATION_CONSENT }).expect(200);
  });
});
