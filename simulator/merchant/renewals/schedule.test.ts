import { describe, expect, it } from 'vitest';
import { findPlan, type Plan } from '../../../catalog/plans';
import { cadenceOf, firstPeriodEnd } from '../../../catalog/plan-terms';
import { DAY_MS } from '../../../catalog/cadence';
import { afterCancel, afterCharge, type LifeState } from './schedule';

const plan = (id: string): Plan => {
  const p = findPlan(id);
  if (!p) throw new Error(id);
  return p;
};
const T0 = Date.parse('2026-01-31T12:00:00Z');
const weekly = cadenceOf(plan('pro_weekly_trial'));
if (!weekly) throw new Error('weekly renews');
const active: LifeState = { status: 'active', periodEnd: T0, attempt: 0, cancelAtPeriodEnd: false, next: { action: 'renew', at: T0 } };

describe('renewal schedule', () => {
  it('the weekly trial renews after 7 days, then weekly; the 3-month plan every 12 weeks; the monthly plans by month; add-ons never', () => {
    expect(firstPeriodEnd(plan('pro_weekly_trial'), T0)).toBe(T0 + 7 * DAY_MS);
    expect(weekly.next(T0)).toBe(T0 + 7 * DAY_MS);
    expect(firstPeriodEnd(plan('pro_3month'), T0)).toBe(T0 + 84 * DAY_MS);
    expect(cadenceOf(plan('club_3month_48'))?.every).toBe('every 12 weeks');
    expect(cadenceOf(plan('pro_3month'))?.every).toBe('every 12 weeks');
    expect(new Date(firstPeriodEnd(plan('club_premium_one_month'), T0) ?? 0).toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(firstPeriodEnd(plan('pro_ult_pack'), T0)).toBeNull();
  });

  it('a paid renewal opens the next period', () => {
    const t = afterCharge(active, weekly, { kind: 'paid' });
    expect(t).toMatchObject({ kind: 'renewed', state: { status: 'active', periodEnd: T0 + 7 * DAY_MS, next: { action: 'renew', at: T0 + 7 * DAY_MS } } });
  });

  it('a decline is retried 1 and 3 days after the due date, then past due, then cancelled 7 days after the due date', () => {
    const first = afterCharge(active, weekly, { kind: 'declined', reason: 'insufficient-funds' });
    expect(first).toMatchObject({ kind: 'retry-scheduled', retryAt: T0 + DAY_MS, state: { status: 'grace', attempt: 1 } });
    const second = afterCharge(first.state, weekly, { kind: 'declined', reason: 'insufficient-funds' });
    expect(second).toMatchObject({ kind: 'retry-scheduled', retryAt: T0 + 3 * DAY_MS, state: { attempt: 2 } });
    const third = afterCharge(second.state, weekly, { kind: 'declined', reason: 'insufficient-funds' });
    expect(third).toMatchObject({ kind: 'past-due', cancelAt: T0 + 7 * DAY_MS, state: { status: 'past_due', next: { action: 'cancel-unpaid' } } });
    // Paid on a retry: the next period still counts from the due date, not from the retry.
    expect(afterCharge(second.state, weekly, { kind: 'paid' }).state.periodEnd).toBe(T0 + 7 * DAY_MS);
  });

  it('an expired card is not retried', () => {
    expect(afterCharge(active, weekly, { kind: 'declined', reason: 'card-expired' }).kind).toBe('past-due');
  });

  it('cancelling a paid-up subscription ends it at the end of the paid period; an unpaid one ends now; twice is the same', () => {
    const cancelled = afterCancel(active, T0 - DAY_MS);
    expect(cancelled).toMatchObject({ kind: 'ends-at-period-end', endsAt: T0, state: { cancelAtPeriodEnd: true, next: { action: 'end', at: T0 } } });
    expect(afterCancel(cancelled.state, T0 - DAY_MS).kind).toBe('unchanged');
    const grace = afterCharge(active, weekly, { kind: 'declined', reason: 'do-not-honor' }).state;
    expect(afterCancel(grace, T0 + 2 * DAY_MS)).toMatchObject({ kind: 'ended-now', state: { status: 'ended', next: null, periodEnd: T0 } });
  });
});
