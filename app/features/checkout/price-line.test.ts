import { describe, expect, it } from 'vitest';
import { findPlan, planSummary } from '../../plans';
import { planSummaryLine, priceLine } from './price-line';

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
  it('says the 3-month plan renews every 12 weeks, in the spec\'s words (app-spec section 3)', () => {
    expect(priceLine(plan('pro_3month'))).toBe('$49 today, then every 12 weeks until you cancel');
  });
  it('states an add-on as a one-time charge', () => {
    expect(priceLine(plan('pro_ult_pack'))).toBe('$32.99 once');
  });
});

describe('planSummaryLine', () => {
  it('shows the display summary of app-spec section 3, chosen by the plan id', () => {
    expect(planSummaryLine(planSummary('pro_weekly_trial'))).toBe('Weekly Plan: $1 trial, every week');
    expect(planSummaryLine(planSummary('pro_3month'))).toBe('3-Month Plan: $49, every 12 weeks');
    expect(planSummaryLine(planSummary('club_premium_one_month'))).toBe('Premium Plan: $13.99, every 1 month');
    expect(planSummaryLine(planSummary('club_gift_one_month'))).toBe('Gift Plan: $19.99, every 1 month');
  });
});
