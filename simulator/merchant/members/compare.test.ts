import { describe, expect, it } from 'vitest';
import { aggregate, positionIn, quantile } from './compare';

describe('compare aggregation', () => {
  it('quantiles and positions', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.1)).toBe(1);
    expect(positionIn([90, 100, 110, 120], 110)).toBe(62.5);
  });

  it('hides groups under the minimum size', () => {
    const scores = [...Array.from({ length: 5 }, () => ({ country: 'FR', iq: 100, synthetic: 0 as const })), ...Array.from({ length: 3 }, () => ({ country: 'IS', iq: 90, synthetic: 0 as const }))];
    const result = aggregate(scores, { iq: 105, country: 'FR' }, 5);
    expect(result.countries.map((c) => c.country)).toEqual(['FR']);
    expect(result.hidden_groups).toBe(1);
    expect(result.synthetic).toBe(false);
    expect(result.countries[0]?.your_percentile).toBe(100);
  });
});
