/**
 * The merchant's webhook endpoint and fulfilment from the provider's event (issue 26, points 2 and
 * 3), over HTTP with supertest: a paid purchase whose browser vanished becomes exactly one
 * subscription; bad signatures, stale timestamps and replays are refused or answered once; events
 * in any order end the same; the browser's create and the webhook meet on one record.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, authorizeBody, startSession, tokenizeCard } from '../../test-support';
import { EMAIL, PLAN, postEvent, signedAt, WEBHOOK_SECRET, webhookSimulators } from './test-webhooks';
import { WEBHOOK_PATH } from './webhook';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

/** A simulator whose provider delivers its webhooks to its own service app through supertest. */
const open = webhookSimulators('delivered');

const eventsOf = (sim: Simulator, executionId: string) => sim.events.ofExecution(executionId);
const subscriptionsOf = (sim: Simulator, executionId: string) => sim.db.prepare('SELECT * FROM subscriptions WHERE execution_id = ?').all(executionId) as { id: string; recorded_by: string; attribution: string }[];

describe('fulfilment from the webhook alone', () => {
  it('a card payment whose tab closed right after the provider authorized becomes one subscription, recorded by the webhook', async () => {
    const sim = open();
    const s = await authorizedPayment(sim, { email: EMAIL, plan: PLAN });
    expect(subscriptionsOf(sim, s.executionId)).toEqual([]);
    const [authorized] = eventsOf(sim, s.executionId);
    expect(authorized?.type).toBe('charge.authorized');
    expect(authorized?.state).toBe('pending');

    await sim.webhooks.drain();

    const subs = subscriptionsOf(sim, s.executionId);
    expect(subs).toHaveLength(1);
    expect(subs[0]?.recorded_by).toBe('webhook');
    expect(sim.charges.of(s.executionId)?.status).toBe('recorded');
    const [delivered] = sim.events.list().filter((e) => e.execution_id === s.executionId);
    expect(delivered?.state).toBe('delivered');
    expect(delivered?.attemptLog.map((a) => [a.outcome, a.status])).toEqual([['acknowledged', 200]]);

    // The tab comes back late: its create finds the webhook's subscription and brings the attribution only it knows.
    const attribution = { ip: '203.0.113.7', country: 'DE', campaign_id: 'c-1' };
    await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: PLAN, email: EMAIL, attribution, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(200);
    expect(JSON.parse(subscriptionsOf(sim, s.executionId)[0]?.attribution ?? '{}')).toEqual(attribution);
  });

  it('the browser’s create and the webhook racing record exactly one subscription, and both answer its id', async () => {
    const sim = open();
    const s = await authorizedPayment(sim, { email: EMAIL, plan: PLAN });
    const [created] = await Promise.all([
      request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: PLAN, email: EMAIL, attribution: {}, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }),
      sim.webhooks.drain(),
    ]);
    const subs = subscriptionsOf(sim, s.executionId);
    expect(subs).toHaveLength(1);
    expect([200, 201]).toContain(created.status);
    expect((created.body as { id: string }).id).toBe(subs[0]?.id);
    // Whichever came second found the record: the webhook's outcome names the same subscription.
    const outcome = sim.db.prepare('SELECT outcome FROM merchant_webhook_events').pluck().get() as string;
    expect(outcome).toMatch(new RegExp(`^(recorded|found) ${subs[0]?.id}$`));
    // And the browser asking again after the webhook gets the same id.
    const again = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: PLAN, email: EMAIL, attribution: {}, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(200);
    expect((again.body as { id: string }).id).toBe(subs[0]?.id);
  });

  it('a payment the provider declined records nothing; its charge.failed event is acknowledged', async () => {
    const sim = open();
    const s = await startSession(sim, { email: EMAIL, plan: PLAN });
    const vaultToken = await tokenizeCard(sim, s.token, '4000000000000002');
    const auth = { Authorization: `Bearer ${s.token}` };
    await request(sim.apps.service).post(s.authorizePath).set(auth).send(authorizeBody(vaultToken)).expect(200);
    await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
    await sim.webhooks.drain();
    expect(eventsOf(sim, s.executionId).map((e) => [e.type, e.state])).toEqual([['charge.failed', 'delivered']]);
    expect(subscriptionsOf(sim, s.executionId)).toEqual([]);
  });
});

describe('the webhook endpoint refuses what it cannot trust', () => {
  async function pendingEvent(sim: Simulator) {
    const s = await authorizedPayment(sim, { email: EMAIL, plan: PLAN });
    const [event] = eventsOf(sim, s.executionId);
    if (!event) throw new Error('no event recorded');
    return { s, body: event.payload };
  }

  it('a body signed with another key: 400 webhook-signature-invalid, nothing recorded', async () => {
    const sim = open();
    const { s, body } = await pendingEvent(sim);
    const res = await postEvent(sim, body, signedAt(body, 'whsec_someone-else')).expect(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((res.body as { code: string }).code).toBe('webhook-signature-invalid');
    expect(subscriptionsOf(sim, s.executionId)).toEqual([]);
  });

  it('a body changed after signing, a missing header and a malformed one are refused', async () => {
    const sim = open();
    const { body } = await pendingEvent(sim);
    const signature = signedAt(body);
    await postEvent(sim, body.replace('charge.authorized', 'charge.voided'), signature).expect(400);
    const missing = await request(sim.apps.service).post(WEBHOOK_PATH).set('content-type', 'application/json').send(body).expect(400);
    expect((missing.body as { code: string }).code).toBe('webhook-signature-missing');
    await postEvent(sim, body, 't=abc,v1=zz').expect(400);
  });

  it('a correct signature over a timestamp more than 5 minutes old (or ahead) is refused as stale', async () => {
    const sim = open();
    const { s, body } = await pendingEvent(sim);
    for (const skew of [-301_000, 301_000]) {
      const res = await postEvent(sim, body, signedAt(body, WEBHOOK_SECRET, Date.now() + skew)).expect(400);
      expect((res.body as { code: string }).code).toBe('webhook-timestamp-out-of-tolerance');
    }
    expect(subscriptionsOf(sim, s.executionId)).toEqual([]);
    // Within the window it is accepted.
    await postEvent(sim, body, signedAt(body, WEBHOOK_SECRET, Date.now() - 240_000)).expect(200);
    expect(subscriptionsOf(sim, s.executionId)).toHaveLength(1);
  });

  it('a replayed event is acted on once: the repeat answers 200 duplicate and records nothing more', async () => {
    const sim = open();
    const { s, body } = await pendingEvent(sim);
    const first = await postEvent(sim, body, signedAt(body)).expect(200);
    expect((first.body as { duplicate: boolean }).duplicate).toBe(false);
    for (let i = 0; i < 3; i += 1) {
      const again = await postEvent(sim, body, signedAt(body)).expect(200);
      expect((again.body as { duplicate: boolean }).duplicate).toBe(true);
    }
    expect(subscriptionsOf(sim, s.executionId)).toHaveLength(1);
    expect(sim.db.prepare('SELECT count(*) FROM merchant_webhook_events').pluck().get()).toBe(1);
  });

  it('events out of order (a later attempt’s success before an earlier attempt’s decline) end as in order: one subscription', async () => {
    const ends: number[] = [];
    for (const order of ['in-order', 'reversed'] as const) {
      const sim = open();
      const s = await startSession(sim, { email: EMAIL, plan: PLAN });
      const auth = { Authorization: `Bearer ${s.token}` };
      const declinedToken = await tokenizeCard(sim, s.token, '4000000000000002');
      await request(sim.apps.service).post(s.authorizePath).set(auth).send(authorizeBody(declinedToken)).expect(200);
      await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
      const paidToken = await tokenizeCard(sim, s.token, '4242424242424242');
      await request(sim.apps.service).post(s.authorizePath).set(auth).send(authorizeBody(paidToken)).expect(200);
      await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
      await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
      const events = eventsOf(sim, s.executionId);
      expect(events.map((e) => e.type)).toEqual(['charge.failed', 'charge.authorized']);
      const sequence = order === 'reversed' ? [...events].reverse() : events;
      for (const event of [...sequence, ...sequence]) await postEvent(sim, event.payload, signedAt(event.payload)).expect(200);
      ends.push(subscriptionsOf(sim, s.executionId).length);
      expect(sim.db.prepare('SELECT count(*) FROM merchant_webhook_events').pluck().get()).toBe(2);
    }
    expect(ends).toEqual([1, 1]);
  });
});

describe('the QA console’s view of the webhooks', () => {
  it('lists each event with its attempts, resends one on request (the merchant answers it as a duplicate), and 404s an unknown id', async () => {
    const sim = open();
    const s = await authorizedPayment(sim, { email: EMAIL, plan: PLAN });
    await sim.webhooks.drain();
    const listed = await request(sim.apps.service).get('/qa/api/provider-events').expect(200);
    const [event] = listed.body as { id: string; type: string; executionId: string; state: string; attemptLog: { outcome: string; status: number }[] }[];
    expect(event).toMatchObject({ type: 'charge.authorized', executionId: s.executionId, state: 'delivered', attemptLog: [{ outcome: 'acknowledged', status: 200 }] });
    await request(sim.apps.service).post(`/qa/api/provider-events/${event?.id}/resend`).expect(202);
    await sim.webhooks.drain();
    const after = await request(sim.apps.service).get('/qa/api/provider-events').expect(200);
    expect((after.body as { attemptLog: { outcome: string }[] }[])[0]?.attemptLog.map((a) => a.outcome)).toEqual(['acknowledged', 'resend-requested', 'acknowledged']);
    expect(subscriptionsOf(sim, s.executionId)).toHaveLength(1);
    const subs = await request(sim.apps.service).get('/qa/api/subscriptions').expect(200);
    expect((subs.body as { recorded_by: string }[])[0]?.recorded_by).toBe('webhook');
    await request(sim.apps.service).post('/qa/api/provider-events/evt_unknown/resend').expect(404);
  });
});
