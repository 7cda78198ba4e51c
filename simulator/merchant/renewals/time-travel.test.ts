/**
 * Renewals through the QA API's time travel, in-process with supertest: the weekly trial's $19.99
 * renewal and its receipt, declines with retries, past due then cancelled, an expired card, a
 * cancelled subscription that never charges again, (the crash drill, a renewal charged at most once, is simulator/renewal-crash.test.ts).
 */
import { DAY_MS } from '../../../catalog/cadence';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { testSimulator } from '../../test-support';
import { subscribeThroughFunnel } from './test-subscribe';
import type { TimelineView } from './timeline';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const qa = () => request(sim.apps.service);
async function advance(id: string, days: number): Promise<TimelineView> {
  return (await qa().post(`/qa/api/subscriptions/${id}/advance`).send({ days }).expect(200)).body as TimelineView;
}
const kinds = (id: string) => sim.outbox.list({ subscriptionId: id }).map((e) => e.kind).reverse();
const renewals = (v: TimelineView) => v.charges.filter((c) => c.kind === 'renewal').map((c) => `${c.amount} ${c.state}`);

describe('QA time travel', () => {
  it('sends the trial reminder 3 days before the first full charge, once, before the charge (issue 29)', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-success' });
    // The receipt is delivered after its commit, on its own pace: only the lifecycle emails are counted here.
    const lifecycle = () => kinds(id).filter((k) => k !== 'subscription-receipt');
    await advance(id, 3);
    expect(lifecycle()).toEqual([]);
    const after4 = await advance(id, 1);
    expect(lifecycle()).toEqual(['trial-reminder']);
    const reminder = after4.timeline.find((t) => t.kind === 'reminder-sent');
    expect(reminder?.detail).toMatch(/^Trial reminder: the first full charge is on \d{4}-\d\d-\d\d$/);
    expect(reminder?.emailId).toEqual(expect.any(String));
    expect(sim.outbox.list({ subscriptionId: id })[0]?.text).toMatch(/we charge \$19\.99 USD to your card on that day/);
    await advance(id, 4);
    expect(lifecycle()).toEqual(['trial-reminder', 'renewal-receipt']);
  });

  it('reminds once a year that the subscription still renews', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-success' });
    await advance(id, 364);
    expect(kinds(id).filter((k) => k === 'annual-reminder')).toEqual([]);
    await advance(id, 2);
    expect(kinds(id).filter((k) => k === 'annual-reminder')).toEqual(['annual-reminder']);
  });

  it('advances a weekly trial by 7 days: the $19.99 renewal is charged through the provider and its receipt sent', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-success' });
    const before = (await qa().get(`/qa/api/subscriptions/${id}/timeline`).expect(200)).body as TimelineView;
    expect(before).toMatchObject({ status: 'active', next: { action: 'renew' } });
    expect(before.timeline.map((t) => t.kind)).toEqual(['trial-started']);
    const after6 = await advance(id, 6);
    expect(renewals(after6)).toEqual([]);
    const after7 = await advance(id, 1);
    expect(renewals(after7)).toEqual(['19.99 USD paid']);
    expect(after7.status).toBe('active');
    const receipt = sim.outbox.list({ subscriptionId: id, kind: 'renewal-receipt' });
    expect(receipt).toHaveLength(1);
    expect(receipt[0]?.text).toContain('Charged: $19.99 USD');
    expect(receipt[0]?.text).toContain('Price: $19.99 USD every week');
    // The provider holds the charge under the renewal's idempotency key.
    expect(sim.charges.list().filter((c) => c.kind === 'merchant-initiated' && c.subscription_id === id).map((c) => c.amount_value)).toEqual(['19.99']);
    expect(renewals(await advance(id, 14))).toEqual(['19.99 USD paid', '19.99 USD paid', '19.99 USD paid']);
  });

  it('renewal-declined-then-recovered: declined, retried after 1 day (declined) and 3 days (paid), stays active', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-declined-then-recovered' });
    const v = await advance(id, 10);
    expect(renewals(v)).toEqual(['19.99 USD declined', '19.99 USD declined', '19.99 USD paid']);
    expect(v.charges.filter((c) => c.kind === 'renewal').map((c) => c.at.slice(0, 10))).toHaveLength(3);
    const due = Date.parse(v.charges.find((c) => c.kind === 'renewal')?.at ?? '');
    expect(v.charges.filter((c) => c.kind === 'renewal').map((c) => (Date.parse(c.at) - due) / DAY_MS)).toEqual([0, 1, 3]);
    expect(v.status).toBe('active');
    expect(kinds(id)).toEqual(['subscription-receipt', 'trial-reminder', 'renewal-failed', 'renewal-failed', 'renewal-receipt']);
  });

  it('renewal-declined-cancelled: past due after the retries fail, then cancelled with an email, and never charged again', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-declined-cancelled' });
    const v = await advance(id, 14);
    expect(renewals(v)).toEqual(['19.99 USD declined', '19.99 USD declined', '19.99 USD declined']);
    expect(v.timeline.map((t) => t.kind)).toEqual(['trial-started', 'reminder-sent', 'renewal-declined', 'retry-scheduled', 'renewal-declined', 'retry-scheduled', 'renewal-declined', 'past-due', 'ended', 'clock-advanced']);
    expect(v.status).toBe('ended');
    expect(v.subscription.status).toBe('cancelled');
    expect(kinds(id)).toEqual(['subscription-receipt', 'trial-reminder', 'renewal-failed', 'renewal-failed', 'past-due', 'subscription-ended']);
    expect(renewals(await advance(id, 60))).toHaveLength(3);
  });

  it('card-expired-before-renewal: no retries, past due at once, cancelled 7 days after the due date', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'card-expired-before-renewal' });
    const v = await advance(id, 20);
    expect(renewals(v)).toEqual(['19.99 USD declined']);
    expect(v.status).toBe('ended');
    expect(sim.outbox.list({ subscriptionId: id, kind: 'past-due' })[0]?.text).toContain('the card on file has expired');
  });

  it('a cancelled subscription advanced by 30 days shows no new charge; access lasts until the paid period ends', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-success' });
    await advance(id, 2);
    const result = sim.renewals.cancel(id, { channel: 'email-code' });
    expect(result.kind).toBe('ends-at-period-end');
    const cancelling = (await qa().get(`/qa/api/subscriptions/${id}/timeline`).expect(200)).body as TimelineView;
    expect(cancelling).toMatchObject({ status: 'cancelling', subscription: { status: 'active' }, next: { action: 'end' } });
    const v = await advance(id, 30);
    expect(renewals(v)).toEqual([]);
    expect(v.status).toBe('ended');
    expect(v.subscription.status).toBe('cancelled');
    expect(kinds(id)).toEqual(['subscription-receipt', 'cancellation-confirmed', 'subscription-ended']);
  });

  it('a cancelled subscription keeps its email from buying the plan again until its access ends, then lets it, as the cancellation email says', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-success' });
    sim.renewals.cancel(id, { channel: 'email-code' });
    expect(sim.outbox.list({ subscriptionId: id, kind: 'cancellation-confirmed' })[0]?.text).toContain('You can subscribe again once your access has ended.');
    const early = await qa().get('/init/session').query({ email: 'ada@example.com' }).expect(409);
    expect(early.body.code).toBe('already-subscribed');
    expect((await advance(id, 7)).status).toBe('ended');
    const again = await subscribeThroughFunnel(sim, 'ada@example.com');
    expect(again).not.toBe(id);
    expect(sim.subscriptions.byId(again)?.status).toBe('active');
  });

  it('the 3-month plan renews after 12 weeks at its price', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { plan: 'pro_3month' });
    expect(renewals(await advance(id, 83))).toEqual([]);
    expect(renewals(await advance(id, 1))).toEqual(['49.00 USD paid']);
  });

  it('refuses a bad number of days, an unknown subscription and a form with extra fields', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com');
    for (const days of [0, -1, 1.5, 401, 'x']) {
      const res = await qa().post(`/qa/api/subscriptions/${id}/advance`).send({ days }).expect(400);
      expect(res.body.code).toBe('bad-request');
    }
    await qa().post('/qa/api/subscriptions/sub_nope/advance').send({ days: 1 }).expect(404);
    await qa().post(`/qa/api/subscriptions/${id}/advance`).send({ days: 1, now: 5 }).expect(400);
  });

  it('the timeline page advances by a form post and shows the charges', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com');
    await qa().post(`/qa/subscriptions/${id}/advance`).type('form').send({ days: '7' }).expect(303).expect('Location', `/qa/subscriptions/${id}`);
    const page = await qa().get(`/qa/subscriptions/${id}`).expect(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain('19.99 USD');
    expect(page.text).toContain('renewal-paid');
    // WCAG 2.1.1 (axe scrollable-region-focusable): the charges box scrolls sideways, so it takes focus, is named by its heading and shows the ring.
    expect(page.text).toContain('<div class="table-wrap" tabindex="0" role="group" aria-labelledby="charges">');
    expect(page.text).toMatch(/\.table-wrap:focus-visible \{ outline: 3px solid/);
  });
});
