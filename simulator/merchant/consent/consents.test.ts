/** Issue 29, point 2: the buyer's agreement to the renewal terms, kept with the purchase (supertest, in-process). */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPlan } from '../../../catalog/plans';
import { RENEWAL_TERMS_VERSION } from '../../../catalog/renewal-terms';
import { renewalTermsText } from '../../../catalog/renewal-terms-words';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, testIdToken, testSimulator } from '../../test-support';
import { ACCOUNT_PATHS } from '../../../contracts/members';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const svc = () => request(sim.apps.service);
const consents = () => sim.db.prepare('SELECT * FROM renewal_consents').all() as Record<string, string | null>[];

describe('consent on record', () => {
  it('keeps the version, its exact words, the time, email, IP and country with the subscription, for three years', async () => {
    const { executionId } = await authorizedPayment(sim);
    const res = await svc()
      .post('/subs/create-no-user')
      .send({ plan_id: 'pro_weekly_trial', email: 'Ada@Example.com', attribution: { country: 'de' }, card: { execution_id: executionId }, consent: { terms_version: RENEWAL_TERMS_VERSION } })
      .expect(201);
    const [row] = consents();
    const plan = findPlan('pro_weekly_trial');
    if (!plan || !row) throw new Error('no plan or no consent');
    expect(row).toMatchObject({ subscription_id: res.body.id, email: 'ada@example.com', terms_version: RENEWAL_TERMS_VERSION, terms_text: renewalTermsText(plan), country: 'DE', ip: expect.stringMatching(/\d/) });
    expect(row.terms_text).toContain('renews automatically: $1 today for 7 days, then $19.99 every week until you cancel');
    const years = (Date.parse(row.retain_until ?? '') - Date.parse(row.agreed_at ?? '')) / (365.25 * 86_400_000);
    expect(Math.round(years)).toBe(3);
    // The QA console's subscription page shows it.
    const page = await svc().get(`/qa/subscriptions/${res.body.id}`).expect(200);
    expect(page.text).toContain('Consent on record');
    expect(page.text).toContain(RENEWAL_TERMS_VERSION);
  });

  it('keeps the words a Spanish checkout showed, in Spanish, and the QA timeline and the member’s data export show them (issue 44)', async () => {
    const { executionId } = await authorizedPayment(sim, {}, { consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'es' } });
    const ana = { uid: 'uid-ana', email: 'ana@example.com' };
    const res = await svc()
      .post('/subs/create')
      .set('x-id-token', testIdToken(ana))
      .send({ plan_id: 'pro_weekly_trial', email: ana.email, firebase_id: ana.uid, attribution: { country: 'ES' }, card: { execution_id: executionId }, consent: { terms_version: RENEWAL_TERMS_VERSION }, language: 'es' })
      .expect(201);
    const spanish = 'Al pagar aceptas que tu suscripción se renueva automáticamente: 1\u00a0US$ hoy por 7 días, después 19,99\u00a0US$ cada semana hasta que canceles. Cancela cuando quieras en tu cuenta o desde el enlace de cada correo.';
    expect(consents()).toEqual([expect.objectContaining({ subscription_id: res.body.id, terms_version: RENEWAL_TERMS_VERSION, language: 'es', terms_text: spanish })]);
    const page = await svc().get(`/qa/subscriptions/${res.body.id}`).expect(200);
    expect(page.text).toContain(`<blockquote data-testid="consent-text">${spanish}</blockquote>`);
    const data = await svc().get(ACCOUNT_PATHS.export).set('x-id-token', testIdToken(ana)).expect(200);
    expect(data.body.consents).toEqual([expect.objectContaining({ subscription_id: res.body.id, language: 'es', terms_text: spanish })]);
    expect(data.text).not.toContain('By paying you agree');
  });

  it('refuses a terms version the catalogue does not hold: no subscription and no consent are recorded', async () => {
    const { executionId } = await authorizedPayment(sim);
    const res = await svc()
      .post('/subs/create-no-user')
      .send({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', card: { execution_id: executionId }, consent: { terms_version: '1999-01-01' } })
      .expect(400);
    expect(res.body.detail).toMatch(/Unknown renewal terms version/);
    expect(sim.db.prepare('SELECT count(*) FROM subscriptions').pluck().get()).toBe(0);
    expect(consents()).toEqual([]);
  });

  it('refuses a create without consent, naming the field: nothing charged, no subscription and no consent recorded', async () => {
    const { executionId } = await authorizedPayment(sim);
    const res = await svc().post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', card: { execution_id: executionId } }).expect(400);
    expect(res.type).toBe('application/problem+json');
    expect(res.body.detail).toMatch(/^consent: required: the buyer's express agreement to the renewal terms/);
    expect(sim.db.prepare('SELECT count(*) FROM subscriptions').pluck().get()).toBe(0);
    expect(consents()).toEqual([]);
    expect(sim.charges.list().map((c) => c.status)).toEqual(['authorized']);
  });

  it.each([
    ['/subs/create', { firebase_id: 'uid-ada', card: { execution_id: 'exe_x' } }],
    ['/subs/create-no-user-applepay', { execution_id: 'exe_x', token: { paymentData: {}, paymentMethod: { network: 'Visa', displayName: 'Visa 4242' }, transactionIdentifier: 'tx' } }],
    ['/subs/create-applepay', { firebase_id: 'uid-ada', execution_id: 'exe_x', token: { paymentData: {}, paymentMethod: { network: 'Visa', displayName: 'Visa 4242' }, transactionIdentifier: 'tx' } }],
  ])('%s refuses a body without consent with 400 naming it', async (path, rest) => {
    const res = await svc().post(path).set('x-id-token', testIdToken({ uid: 'uid-ada', email: 'ada@example.com' })).send({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', attribution: {}, ...rest }).expect(400);
    expect(res.body.detail).toMatch(/(^|; )consent: required/);
  });
});
