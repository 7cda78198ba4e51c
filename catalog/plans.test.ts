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
