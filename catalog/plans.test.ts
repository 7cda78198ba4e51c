import { describe, expect, it } from 'vitest';
import { PLANS } from './plans';

describe('plan names shoppers read (issue 31)', () => {
  it('never carry the variant or the price point, which only the id and the price say', () => {
    for (const plan of PLANS) {
      expect(plan.name_full, plan.id).not.toMatch(/\b(pro|club|sale)\b/i);
      expect(plan.name, plan.id).not.toMatch(/\b(pro|club|sale)\b/i);
    }
  });
});

/** The plan table's prices, written here as numbers: a changed price in plans.ts must fail this, not move it along. */
const FAMILY_PRICES: readonly (readonly [string, number, number])[] = [
  ['weekly_trial', 19.99, 1],
  ['3month', 49, 49],
  ['3month_48', 48, 48],
  ['early_access', 19.99, 19.99],
  ['early_access_s', 14.99, 14.99],
  ['analysis_report', 19.99, 19.99],
  ['analysis_report_s', 14.99, 14.99],
  ['analysis_report_s2', 11.99, 11.99],
  ['offline_access_s', 4.99, 4.99],
  ['ult_pack', 32.99, 32.99],
  ['ult_pack_s', 28.99, 28.99],
];

describe('the plan table (the app specification, section 3)', () => {
  it.each(FAMILY_PRICES)('%s costs %s regularly and %s first, in the pro and the club variant', (family, sum, first) => {
    for (const variant of ['pro', 'club']) {
      const plan = PLANS.find((p) => p.id === `${variant}_${family}`);
      expect(plan, `${variant}_${family}`).toBeDefined();
      expect([plan?.sum, plan?.trial_sum]).toEqual([sum, first]);
    }
  });

  it('gives the club a one-month gift plan at 19.99 and a one-month premium plan at 13.99', () => {
    expect(PLANS.filter((p) => p.length === '1m').map((p) => [p.id, p.sum])).toEqual([
      ['club_gift_one_month', 19.99],
      ['club_premium_one_month', 13.99],
    ]);
  });

  it('gives every plan an id, both prices, a length of 7d, 84d, 3m, 1w, 1m or 120m, a discount, a name and a full name', () => {
    for (const plan of PLANS) {
      expect(Object.keys(plan).sort(), plan.id).toEqual(['discount_percent', 'id', 'kind', 'length', 'name', 'name_full', 'sum', 'trial_sum']);
      expect(['7d', '84d', '3m', '1w', '1m', '120m'], plan.id).toContain(plan.length);
      expect(plan.discount_percent, plan.id).toBeGreaterThanOrEqual(0);
    }
  });

  it('states each sale as its discount against the regular price', () => {
    const discount = (id: string) => PLANS.find((p) => p.id === id)?.discount_percent;
    expect([discount('pro_early_access_s'), discount('pro_analysis_report_s2'), discount('pro_ult_pack_s'), discount('pro_ult_pack')]).toEqual([25, 40, 12, 0]);
  });
});
