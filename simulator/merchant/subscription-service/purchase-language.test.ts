/**
 * The shopper's language recorded with the purchase (issue 33): every create path takes `language`
 * (one of the six, English when left out, a 400 for anything else), and a purchase the webhook records
 * without the browser keeps the language the payment session was opened with.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { LANGUAGES } from '../../../catalog/languages';
import { SUPPORTED_LOCALES } from '../../../widget/i18n/locales';
import { authorizedPayment, selfDeliveringSimulator, startSession, testIdToken, testSimulator } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const PLAN = 'pro_weekly_trial';
let sims: Simulator[] = [];
afterEach(() => {
  for (const sim of sims) sim.close();
  sims = [];
});
const open = (sim: Simulator) => (sims.push(sim), sim);
const languageOf = (sim: Simulator, id: string) => sim.db.prepare('SELECT language FROM subscriptions WHERE id = ?').pluck().get(id);
const subscriptionCount = (sim: Simulator) => sim.db.prepare('SELECT count(*) FROM subscriptions').pluck().get();

const applePay = { paymentData: { version: 'EC_v1', data: 'opaque' }, paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'credit' }, transactionIdentifier: 'tx-1' };

describe('the purchase records the shopper’s language', () => {
  it('in one of the languages the widget speaks, the same six', () => {
    // One list, written once in catalog/languages.ts: the widget's is the same object.
    expect(SUPPORTED_LOCALES).toBe(LANGUAGES);
    expect(LANGUAGES).toEqual(['en', 'es', 'pt-BR', 'fr', 'de', 'ar']);
  });

  it('create-no-user keeps the language sent, and English when none is', async () => {
    const sim = open(testSimulator());
    const spanish = await authorizedPayment(sim);
    const created = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: PLAN, email: 'ana@example.com', card: { execution_id: spanish.executionId }, consent: AGREED_TO_CURRENT_TERMS, language: 'es' }).expect(201);
    expect(languageOf(sim, (created.body as { id: string }).id)).toBe('es');
    const unsaid = await authorizedPayment(sim);
    const english = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: PLAN, email: 'ada@example.com', card: { execution_id: unsaid.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
    expect(languageOf(sim, (english.body as { id: string }).id)).toBe('en');
    // The file's first purchases pay the simulator's cold start (2 s alone, over 5 s beside other files).
  }, 20_000);

  it('refuses a language the product does not speak with a 400 that names the six, and records nothing', async () => {
    const sim = open(testSimulator());
    const s = await authorizedPayment(sim);
    for (const language of ['ja', 'pt', 'ES', '', 7]) {
      const refused = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: PLAN, email: 'ana@example.com', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS, language }).expect(400);
      expect((refused.body as { error: string }).error).toBe('language: must be one of en, es, pt-BR, fr, de, ar (or left out for English)');
    }
    await request(sim.apps.service).get('/init/session').query({ plan: PLAN, language: 'klingon' }).expect(400);
    expect(subscriptionCount(sim)).toBe(0);
  });

  it('the signed-in create and both Apple Pay creates keep it too', async () => {
    const sim = open(testSimulator());
    const token = testIdToken({ uid: 'uid-1', email: 'ada@example.com' });
    const card = await authorizedPayment(sim);
    const signedIn = await request(sim.apps.service).post('/subs/create').set('x-id-token', token).send({ plan_id: PLAN, email: 'ada@example.com', firebase_id: 'uid-1', card: { execution_id: card.executionId }, consent: AGREED_TO_CURRENT_TERMS, language: 'de' }).expect(201);
    expect(languageOf(sim, (signedIn.body as { id: string }).id)).toBe('de');
    const anonymous = await startSession(sim, { scenario: 'apple-pay-success' });
    const noUser = await request(sim.apps.service).post('/subs/create-no-user-applepay').send({ plan_id: PLAN, email: 'amal@example.com', token: applePay, execution_id: anonymous.executionId, consent: AGREED_TO_CURRENT_TERMS, language: 'ar' }).expect(201);
    expect(languageOf(sim, (noUser.body as { id: string }).id)).toBe('ar');
    const bob = testIdToken({ uid: 'uid-2', email: 'bob@example.com' });
    const wallet = await startSession(sim, { scenario: 'apple-pay-success' });
    const withUser = await request(sim.apps.service).post('/subs/create-applepay').set('x-id-token', bob).send({ plan_id: PLAN, email: 'bob@example.com', firebase_id: 'uid-2', token: applePay, execution_id: wallet.executionId, consent: AGREED_TO_CURRENT_TERMS, language: 'fr' }).expect(201);
    expect(languageOf(sim, (withUser.body as { id: string }).id)).toBe('fr');
  });

  it('a purchase the webhook records, with no browser create, keeps the language the session was opened in', async () => {
    const sim = open(selfDeliveringSimulator({ webhookSecret: 'whsec_test-secret-test-secret' }));
    const s = await authorizedPayment(sim, { email: 'joao@example.com', plan: PLAN, language: 'pt-BR' });
    await sim.webhooks.drain();
    const row = sim.db.prepare('SELECT recorded_by, language FROM subscriptions WHERE execution_id = ?').get(s.executionId);
    expect(row).toEqual({ recorded_by: 'webhook', language: 'pt-BR' });
  });
});
