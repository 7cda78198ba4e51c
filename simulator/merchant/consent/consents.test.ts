/** Issue 29, point 2: the buyer's agreement to the renewal terms, kept with the purchase (supertest, in-process). */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPlan } from '../../../catalog/plans';
import { RENEWAL_TERMS_VERSION, renewalTermsText } from '../../../catalog/renewal-terms';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, testIdToken, testSimulator } from '../../test-support';

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
