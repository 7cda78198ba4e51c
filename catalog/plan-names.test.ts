import { describe, expect, it } from 'vitest';
import { planNameId } from './plan-names';
import { PLAN_NAME_TEXTS } from './plan-name-texts';
import { PLANS } from './plans';

describe('plan names in the catalogues (issue 33)', () => {
  it('key each product once: every variant and sale price of it has the same names, and each plan finds its own', () => {
    for (const plan of PLANS) {
      expect(PLAN_NAME_TEXTS[planNameId(plan.id, 'name')]).toBe(plan.name);
      expect(PLAN_NAME_TEXTS[planNameId(plan.id, 'full')]).toBe(plan.name_full);
    }
    expect(planNameId('pro_analysis_report_s2', 'full')).toBe('plans.full.analysis_report');
    expect(planNameId('club_weekly_trial', 'name')).toBe('plans.name.weekly_trial');
    expect(Object.keys(PLAN_NAME_TEXTS)).toHaveLength(18);
  });
});
