/**
 * Price changes (issue 29, point 3): the pure rules (told at most 30 days ahead and never on or after
 * the date; the new price from the date, and not before 7 days after the notice), then QA's schedule
 * under time travel, in-process with supertest: the notice goes out before the change and not after,
 * renewals before the date charge the old price and after it the new, the members' area shows it.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../catalog/cadence';
import { PRICE_CHANGES_PATH } from '../../../contracts/price-changes';
import type { Simulator } from '../../create-simulator';
import { testIdToken, testSimulator } from '../../test-support';
import { appliesFrom, noticeDueAt, priceAt, type PriceChangeRow } from './price-changes';
import { subscribeThroughFunnel } from './test-subscribe';
import type { TimelineView } from './timeline';

const T = Date.UTC(2026, 10, 1);
const change = (over: Partial<PriceChangeRow> = {}): PriceChangeRow => ({ id: 'pc_1', plan_id: 'pro_weekly_trial', price_value: '24.99', effective_at: T + 60 * DAY_MS, created_at: T, ...over });

describe('price change rules', () => {
  it('tells a subscriber 30 days before the date, or at once when scheduled later than that, and never on or after the date', () => {
    expect(noticeDueAt(change(), 0)).toBe(T + 30 * DAY_MS);
    expect(noticeDueAt(change({ effective_at: T + 10 * DAY_MS }), 0)).toBe(T);
    // A subscriber whose clock QA moved 5 days ahead hears when the change is scheduled on their clock.
    expect(noticeDueAt(change({ effective_at: T + 10 * DAY_MS }), 5 * DAY_MS)).toBe(T + 5 * DAY_MS);
    expect(noticeDueAt(change({ effective_at: T + 10 * DAY_MS }), 10 * DAY_MS)).toBeNull();
  });

  it('charges the new price from the date, but never sooner than 7 days after the notice; untold, the old price', () => {
    const c = change({ effective_at: T + 10 * DAY_MS });
    expect(appliesFrom(c, T)).toBe(T + 10 * DAY_MS);
    expect(appliesFrom(c, T + 5 * DAY_MS)).toBe(T + 12 * DAY_MS);
    const told = new Map([[c.id, T]]);
    expect(priceAt(19.99, [c], told, T + 10 * DAY_MS - 1)).toBe(19.99);
    expect(priceAt(19.99, [c], told, T + 10 * DAY_MS)).toBe(24.99);
    expect(priceAt(19.99, [c], new Map(), T + 100 * DAY_MS)).toBe(19.99);
    const later = change({ id: 'pc_2', price_value: '29.99', effective_at: T + 20 * DAY_MS });
    expect(priceAt(19.99, [c, later], new Map([[c.id, T], [later.id, T]]), T + 25 * DAY_MS)).toBe(29.99);
  });
});

describe('QA schedules a price change', () => {
  let sim: Simulator;
  let now: number;
  beforeEach(() => {
    now = Date.now();
    sim = testSimulator({ now: () => now });
  });
  afterEach(() => sim.close());

  const qa = () => request(sim.apps.service);
  const advance = async (id: string, days: number) => (await qa().post(`/qa/api/subscriptions/${id}/advance`).send({ days }).expect(200)).body as TimelineView;
  const paid = (v: TimelineView) => v.charges.filter((c) => c.kind === 'renewal' && c.state === 'paid').map((c) => c.amount);
  const schedule = (days: number, planId = 'pro_weekly_trial') => qa().post(PRICE_CHANGES_PATH).send({ plan_id: planId, price: 24.99, effective_at: new Date(now + days * DAY_MS).toISOString() });

  it('sends the notice before the change, and renewals charge the old price before the date and the new one after', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-success' });
    const effective = (await schedule(20).expect(201)).body as { effective_at: string };
    const me = await qa().get('/members/me').set('x-id-token', testIdToken({ uid: 'ada', email: 'ada@example.com', emailVerified: true })).expect(200);
    expect(me.body.subscriptions[0].price_change).toEqual({ price: 24.99, from: effective.effective_at });

    // The subscription's own purchase time is a moment after the injected clock: 8 days pass its first renewal.
    const week1 = await advance(id, 8);
    const notice = week1.timeline.find((t) => t.kind === 'price-notice-sent');
    expect(notice?.detail).toBe(`Price change notice: $19.99 -> $24.99 USD from ${effective.effective_at.slice(0, 10)}`);
    // Told first, then charged the old price.
    expect(week1.timeline.map((t) => t.kind).indexOf('price-notice-sent')).toBeLessThan(week1.timeline.map((t) => t.kind).indexOf('renewal-paid'));
    expect(paid(week1)).toEqual(['19.99 USD']);
    const email = sim.outbox.list({ subscriptionId: id, kind: 'price-change-notice' });
    expect(email).toHaveLength(1);
    expect(email[0]?.text).toContain('New price: $24.99 USD every week');
    expect(email[0]?.text).toMatch(/Cancel \(signed in\): http:\/\/app\.test\/mindmetric\/unsubscription/);

    expect(paid(await advance(id, 7))).toEqual(['19.99 USD', '19.99 USD']);
    expect(paid(await advance(id, 7))).toEqual(['19.99 USD', '19.99 USD', '24.99 USD']);
    expect(sim.outbox.list({ subscriptionId: id, kind: 'price-change-notice' })).toHaveLength(1);
    const after = await qa().get('/members/me').set('x-id-token', testIdToken({ uid: 'ada', email: 'ada@example.com', emailVerified: true })).expect(200);
    expect(after.body.subscriptions[0].price_change).toBeNull();
  });

  it('waits until 30 days before the date to tell, and the timer sends it without any other step due', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { plan: 'pro_3month', scenario: 'renewal-success' });
    await schedule(60, 'pro_3month').expect(201);
    sim.renewals.runDue();
    expect(sim.outbox.list({ subscriptionId: id, kind: 'price-change-notice' })).toHaveLength(0);
    now += 30 * DAY_MS + 1000;
    sim.renewals.runDue();
    expect(sim.outbox.list({ subscriptionId: id, kind: 'price-change-notice' })).toHaveLength(1);
  });

  it('a subscriber whose clock is already past the date is never told, and keeps the old price', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com', { scenario: 'renewal-success' });
    await advance(id, 10);
    await schedule(8).expect(201);
    const v = await advance(id, 14);
    expect(v.timeline.some((t) => t.kind === 'price-notice-sent')).toBe(false);
    expect(paid(v).every((amount) => amount === '19.99 USD')).toBe(true);
  });

  it('refuses a date less than 7 days ahead, a plan that never renews, and an unknown plan, with a clear problem', async () => {
    expect((await schedule(6).expect(400)).body.detail).toBe('A new price takes effect at least 7 days ahead, so every subscriber can be told in time.');
    expect((await schedule(10, 'pro_ult_pack').expect(400)).body.detail).toContain('never renews');
    // The document lists the renewing plans: any other id is a body it refuses, a 400 that names the field.
    expect((await schedule(10, 'no_such_plan').expect(400)).body.detail).toContain('plan_id: No plan has the id "no_such_plan".');
    await qa().post(PRICE_CHANGES_PATH).send({ plan_id: 'pro_weekly_trial', price: -1, effective_at: 'tomorrow' }).expect(400);
    expect((await qa().get(PRICE_CHANGES_PATH).expect(200)).body.price_changes).toEqual([]);
  });
});
