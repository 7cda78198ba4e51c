import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../catalog/cadence';
import { findPlan, type Plan } from '../../../catalog/plans';
import { remindersDue } from './reminders';

const plan = (id: string): Plan => {
  const p = findPlan(id);
  if (!p) throw new Error(id);
  return p;
};
const T0 = Date.parse('2026-01-10T12:00:00Z');

describe('reminders (issue 29, point 3)', () => {
  it('reminds a trial buyer 3 days before the first full charge, not before, and not after a renewal', () => {
    const trial = { plan: plan('pro_weekly_trial'), createdAt: T0, periodEnd: T0 + 7 * DAY_MS, renewalIndex: 0, renewing: true };
    expect(remindersDue(trial, T0 + 4 * DAY_MS - 1)).toEqual([]);
    expect(remindersDue(trial, T0 + 4 * DAY_MS)).toEqual([{ kind: 'trial-ending', key: 'trial', at: T0 + 4 * DAY_MS }]);
    expect(remindersDue({ ...trial, renewalIndex: 1, periodEnd: T0 + 14 * DAY_MS }, T0 + 13 * DAY_MS)).toEqual([]);
    expect(remindersDue({ ...trial, renewing: false }, T0 + 6 * DAY_MS)).toEqual([]);
  });
  it('sends no trial reminder for a plan without a trial, and an annual one on each anniversary', () => {
    const quarterly = { plan: plan('pro_3month'), createdAt: T0, periodEnd: T0 + 84 * DAY_MS, renewalIndex: 0, renewing: true };
    expect(remindersDue(quarterly, T0 + 83 * DAY_MS)).toEqual([]);
    expect(remindersDue(quarterly, Date.parse('2027-01-10T12:00:00Z'))).toEqual([{ kind: 'annual', key: 'annual-1', at: Date.parse('2027-01-10T12:00:00Z') }]);
  });
});
