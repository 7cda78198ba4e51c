/**
 * The QA API answers what contracts/qa-api.ts says, field for field (strict schemas): a purchase with
 * an add-on, a funnel event, an ad event, the emails and webhook events they cause, and a heartbeat,
 * each read back through the QA API and parsed with the contract the QA console is typed by.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { RENEWAL_TERMS_VERSION } from '../../../catalog/renewal-terms';
import { AD_EVENTS_PATH } from '../../../catalog/ad-events';
import { QaAdEvent, QaCharges, QaEmail, QaFunnelEvent, QaHeartbeats, QaPhoneCodes, QaProviderEvent, QaSession, QaSubscription } from '../../../contracts/qa-api';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, testIdToken, testSimulator } from '../../test-support';

let sim: Simulator;
const email = 'contract@example.com';
const ada = { uid: 'uid-contract', email };

beforeAll(async () => {
  sim = testSimulator();
  const { executionId } = await authorizedPayment(sim, { plan: 'pro_weekly_trial', email });
  const created = await request(sim.apps.service)
    .post('/subs/create-no-user')
    .send({ plan_id: 'pro_weekly_trial', email, attribution: { country: 'US' }, card: { execution_id: executionId }, consent: { terms_version: RENEWAL_TERMS_VERSION } })
    .expect(201);
  const id = (created.body as { id: string }).id;
  await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_early_access', email, attribution: {}, subscription_id: id }).expect(201);
  await request(sim.apps.app).post('/event').set('cf-track', 'brain_fitness').send({ event: 'intro_shown', userAgent: 'Mozilla/5.0', campaign: { campaign_id: '42' }, ip: '203.0.113.1', country: 'US' }).expect(200);
  await request(sim.apps.asset).post(AD_EVENTS_PATH).send({ tracker: 'ad-pixel', pixelId: 'px-1', event: 'Purchase', value: 0.75, currency: 'USD', pageUrl: 'http://app.test/mindmetric/offers' }).expect(204);
  await request(sim.apps.service).post('/members/heartbeat').set('x-id-token', testIdToken(ada)).send({ payload: '{"screen":"iq-tests"}' }).expect(201);
});
afterAll(() => sim.close());

/** GETs a QA API path and parses its answer with `schema`; fails naming the path and the drift. */
async function read<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const res = await request(sim.apps.service).get(path).expect(200);
  const parsed = schema.safeParse(res.body);
  expect(parsed.error?.issues ?? [], `${path} drifted from contracts/qa-api.ts`).toEqual([]);
  return parsed.data as z.infer<S>;
}

describe('the QA API against contracts/qa-api.ts', () => {
  it('sessions, each named by its shopper’s email, and charges', async () => {
    const sessions = await read('/qa/api/sessions', QaSession.array());
    expect(sessions.map((s) => s.email)).toEqual([email]);
    expect(sessions[0]?.journal.length).toBeGreaterThan(0);
    const { charges } = await read('/qa/api/charges', QaCharges);
    expect(charges.length).toBeGreaterThan(0);
  });

  it('subscriptions with their add-ons', async () => {
    const [subscription] = await read(`/qa/api/subscriptions?email=${email}`, QaSubscription.array());
    expect(subscription?.addOns.map((a) => a.plan_id)).toEqual(['pro_early_access']);
  });

  it('funnel events (with the cf-track header) and ad events', async () => {
    const [event] = await read('/qa/api/events', QaFunnelEvent.array());
    expect(event?.attribution.cfTrack).toBe('brain_fitness');
    expect(await read('/qa/api/ad-events', QaAdEvent.array())).toHaveLength(1);
  });

  it('provider webhook events, the outbox and one email', async () => {
    await vi.waitFor(async () => expect((await read('/qa/api/provider-events', QaProviderEvent.array())).length).toBeGreaterThan(0));
    let emails: QaEmail[] = [];
    await vi.waitFor(async () => {
      emails = await read(`/qa/api/outbox?to=${email}`, QaEmail.array());
      expect(emails.length).toBeGreaterThan(0);
    });
    await read(`/qa/api/outbox/${emails[0]?.id ?? ''}`, QaEmail);
  });

  it('heartbeats', async () => {
    const { heartbeats } = await read('/qa/api/heartbeats', QaHeartbeats);
    expect(heartbeats.map((h) => h.user_ref)).toEqual([`firebase:${ada.uid}`]);
  });

  it('phone codes (none: this simulator runs without an Auth emulator)', async () => {
    expect(await read('/qa/api/phone-codes', QaPhoneCodes)).toEqual({ phoneCodes: [] });
  });
});
