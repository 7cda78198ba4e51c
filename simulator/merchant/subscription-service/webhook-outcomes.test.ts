/**
 * What the merchant's webhook endpoint does with each kind of event, and what it records (issue 43,
 * point 4): the outcome it answers and keeps per event id, for events the provider could send and the
 * merchant has nothing to act on. Signed by hand and posted with supertest; no delivery runs.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, SIGNATURE_HEADER } from '../../test-support';
import { EMAIL, PLAN, postEvent, webhookSimulators } from './test-webhooks';
import { WEBHOOK_PATH } from './webhook';

const open = webhookSimulators('posted');

interface Answer {
  readonly received: string;
  readonly duplicate: boolean;
  readonly outcome: string;
}

const eventBody = (id: string, type: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data: { executionId: null, chargeId: null, subscriptionId: null, amount: null, reason: null, ...data } });

async function deliver(sim: Simulator, body: string, expected = 200, path = WEBHOOK_PATH): Promise<Answer> {
  const res = await postEvent(sim, body, undefined, path).expect(expected);
  return res.body as Answer;
}

const inbox = (sim: Simulator) => sim.db.prepare('SELECT event_id, type, outcome, received_at FROM merchant_webhook_events ORDER BY rowid').all() as { event_id: string; type: string; outcome: string; received_at: number }[];
const subscriptions = (sim: Simulator, executionId: string) => sim.db.prepare('SELECT id FROM subscriptions WHERE execution_id = ?').pluck().all(executionId) as string[];

describe('the outcome of each event, answered and kept once per id', () => {
  it('a failed, voided or renewal event is acknowledged and kept with its type and the time it arrived', async () => {
    const sim = open();
    const before = Date.now();
    for (const [id, type] of [['evt_f', 'charge.failed'], ['evt_v', 'charge.voided'], ['evt_r', 'renewal.succeeded']] as const) {
      expect(await deliver(sim, eventBody(id, type, { executionId: 'exe_somewhere' }))).toEqual({ received: id, duplicate: false, outcome: 'acknowledged' });
    }
    const rows = inbox(sim);
    expect(rows.map((r) => [r.event_id, r.type, r.outcome])).toEqual([
      ['evt_f', 'charge.failed', 'acknowledged'],
      ['evt_v', 'charge.voided', 'acknowledged'],
      ['evt_r', 'renewal.succeeded', 'acknowledged'],
    ]);
    for (const row of rows) expect(row.received_at).toBeGreaterThanOrEqual(before);
  });

  it('an authorization without an execution is ignored, and says so', async () => {
    const sim = open();
    expect(await deliver(sim, eventBody('evt_a', 'charge.authorized'))).toEqual({ received: 'evt_a', duplicate: false, outcome: 'ignored: no execution' });
  });

  it('an authorization of an execution this merchant never opened is not recorded, with the reason', async () => {
    const sim = open();
    const answer = await deliver(sim, eventBody('evt_b', 'charge.authorized', { executionId: 'exe_unknown' }));
    expect(answer).toEqual({ received: 'evt_b', duplicate: false, outcome: 'not recorded: No order of this merchant was opened with this execution.' });
  });

  it('an authorization of a paid order records its subscription and names it; the repeat answers the same outcome as a duplicate', async () => {
    const sim = open();
    const s = await authorizedPayment(sim, { email: EMAIL, plan: PLAN });
    const first = await deliver(sim, eventBody('evt_paid', 'charge.authorized', { executionId: s.executionId }));
    const [id] = subscriptions(sim, s.executionId);
    expect(id).toBeDefined();
    expect(first).toEqual({ received: 'evt_paid', duplicate: false, outcome: `recorded ${id}` });
    expect(await deliver(sim, eventBody('evt_paid', 'charge.authorized', { executionId: s.executionId }))).toEqual({ received: 'evt_paid', duplicate: true, outcome: `recorded ${id}` });
    // Another event about the same payment finds the subscription already there.
    expect(await deliver(sim, eventBody('evt_paid_again', 'charge.authorized', { executionId: s.executionId }))).toEqual({ received: 'evt_paid_again', duplicate: false, outcome: `found ${id}` });
    expect(subscriptions(sim, s.executionId)).toEqual([id]);
    expect(inbox(sim)).toHaveLength(2);
  });

  it('a refund event with no withdrawal refund behind it is ignored by the withdrawal, and says so', async () => {
    const sim = open();
    for (const [id, type] of [['evt_rf', 'charge.refunded'], ['evt_rff', 'charge.refund_failed']] as const) {
      expect(await deliver(sim, eventBody(id, type, { chargeId: 'ch_unknown' }))).toEqual({ received: id, duplicate: false, outcome: 'ignored: no withdrawal refund for this charge' });
    }
  });

  it('a scripted service failure is 503 webhook-not-processed and keeps nothing, so the retry acts on it again', async () => {
    const sim = open();
    const s = await authorizedPayment(sim, { email: EMAIL, plan: PLAN, scenario: 'subscription-service-error' });
    const body = eventBody('evt_fails', 'charge.authorized', { executionId: s.executionId });
    const res = await postEvent(sim, body).expect(503);
    expect(res.body).toMatchObject({ code: 'webhook-not-processed', detail: expect.stringMatching(/failed.*the provider will retry/) as unknown });
    expect(inbox(sim)).toEqual([]);
    expect(subscriptions(sim, s.executionId)).toEqual([]);
    await deliver(sim, body, 503);
  });

  it('the endpoint is served at the path the API document declares (the provider is configured with it)', async () => {
    const sim = open();
    const path = '/subs/webhooks/provider';
    const documented = (await request(sim.apps.service).get('/openapi.json').expect(200)).body as { paths: Record<string, { post?: unknown }> };
    expect(documented.paths[path]?.post).toBeDefined();
    expect(await deliver(sim, eventBody('evt_path', 'charge.failed'), 200, path)).toMatchObject({ received: 'evt_path', outcome: 'acknowledged' });
  });

  it('a delivery without a JSON body is a 400 bad-request naming what it needs', async () => {
    const sim = open();
    const res = await request(sim.apps.service).post(WEBHOOK_PATH).set('content-type', 'text/plain').set(SIGNATURE_HEADER, 't=1,v1=00').send('hello').expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    expect(res.status).toBeLessThan(500);
    const bare = await request(sim.apps.service).post(WEBHOOK_PATH).expect(400);
    expect(bare.body).toMatchObject({ code: 'bad-request', detail: 'A webhook delivery needs an application/json body.' });
    expect(inbox(sim)).toEqual([]);
  });
});
