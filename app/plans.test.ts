import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_ID, PLANS, findPlan, formatPrice, toAmountValue } from '../catalog/plans';
import { planSummary } from '../catalog/plan-terms';

describe('plan catalogue', () => {
  it('has unique ids and a default that exists', () => {
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(PLANS.length);
    expect(findPlan(DEFAULT_PLAN_ID)).toBeDefined();
  });

  it('prices the weekly trial at 1 then 19.99 in both variants', () => {
    for (const id of ['pro_weekly_trial', 'club_weekly_trial']) {
      expect(findPlan(id)).toMatchObject({ sum: 19.99, trial_sum: 1, length: '1w' });
    }
  });

  it('chooses the display summary by id substring', () => {
    expect(planSummary('club_premium_one_month').title).toBe('Premium Plan');
    expect(planSummary('club_gift_one_month').title).toBe('Gift Plan');
    expect(planSummary('pro_3month')).toMatchObject({ title: '3-Month Plan', price: 49, every: '12 weeks' });
    expect(planSummary('anything')).toMatchObject({ title: 'Weekly Plan', price: 1, trial: true });
  });

  it('formats money for the provider and for people', () => {
    expect(toAmountValue(1)).toBe('1.00');
    expect(toAmountValue(19.99)).toBe('19.99');
    expect(formatPrice(1)).toBe('$1');
    expect(formatPrice(19.99)).toBe('$19.99');
  });
});
