import { describe, expect, it } from 'vitest';
import { findPlan } from './plans';
import { cadenceOf, planSummary, planSummaryLine, priceLine } from './plan-terms';

const plan = (id: string) => {
  const p = findPlan(id);
  if (!p) throw new Error(`no plan ${id}`);
  return p;
};

describe('priceLine', () => {
  it('states the trial and the renewal', () => {
    expect(priceLine(plan('pro_weekly_trial'))).toBe('$1 today for 7 days, then $19.99 every week until you cancel');
  });
  it('states a plan without trial', () => {
    expect(priceLine(plan('club_premium_one_month'))).toBe('$13.99 today, then every month until you cancel');
  });
  it('says the 3-month plan renews every 12 weeks, in the spec\'s words (app §3)', () => {
    expect(priceLine(plan('pro_3month'))).toBe('$49 today, then every 12 weeks until you cancel');
  });
  it('states an add-on as a one-time charge', () => {
    expect(priceLine(plan('pro_ult_pack'))).toBe('$32.99 once');
  });
});

describe('planSummaryLine', () => {
  it('shows the display summary of app §3, chosen by the plan id; a trial reads as its price for 7 days, then the weekly price, never "$1 trial, every week"', () => {
    expect(planSummaryLine(planSummary('pro_weekly_trial'))).toBe('Weekly Plan: $1 for 7 days, then $19.99 every week');
    expect(planSummaryLine(planSummary('pro_3month'))).toBe('3-Month Plan: $49, every 12 weeks');
    expect(planSummaryLine(planSummary('club_premium_one_month'))).toBe('Premium Plan: $13.99, every 1 month');
    expect(planSummaryLine(planSummary('club_gift_one_month'))).toBe('Gift Plan: $19.99, every 1 month');
  });
});

describe('one source for plan facts (issue 29, point 6)', () => {
  it('gives every renewing plan a cadence and add-ons none', () => {
    expect(cadenceOf(plan('pro_weekly_trial'))?.period).toEqual({ unit: 'day', count: 7 });
    expect(cadenceOf(plan('club_3month_48'))?.every).toBe('every 12 weeks');
    expect(cadenceOf(plan('club_premium_one_month'))?.every).toBe('every month');
    expect(cadenceOf(plan('pro_early_access'))).toBeNull();
  });
  it('reads the display summary from the plans it names: a price change there changes the summary', () => {
    const weekly = plan('pro_weekly_trial');
    expect(planSummary('anything else')).toEqual({ planId: weekly.id, title: weekly.name, price: weekly.trial_sum, every: 'week', period: { count: 7, unit: 'day' }, trial: true, regular: weekly.sum, trialDays: 7 });
    expect(planSummary('club_3month').price).toBe(plan('pro_3month').sum);
  });
});
