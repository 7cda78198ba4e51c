import { describe, expect, it } from 'vitest';
import { aggregate, positionIn, quantile } from './compare';
import { estimate, normalCdf, percentileOf, probit } from './scoring';

describe('scoring', () => {
  it('probit inverts the normal CDF', () => {
    for (const p of [0.001, 0.02, 0.3, 0.5, 0.84, 0.99]) expect(normalCdf(probit(p))).toBeCloseTo(p, 5);
  });

  it('half right is average; more right is higher; the range holds the estimate and narrows with length', () => {
    expect(estimate(10, 20).iq).toBe(100);
    expect(estimate(15, 20).iq).toBeGreaterThan(estimate(10, 20).iq);
    const short = estimate(12, 16);
    const long = estimate(48, 64);
    expect(short.low).toBeLessThanOrEqual(short.iq);
    expect(short.high).toBeGreaterThanOrEqual(short.iq);
    expect(long.high - long.low).toBeLessThan(short.high - short.low);
  });

  it('stays within the clamp at the extremes and refuses impossible counts', () => {
    expect(estimate(0, 20).iq).toBeGreaterThanOrEqual(55);
    expect(estimate(20, 20).iq).toBeLessThanOrEqual(145);
    expect(() => estimate(21, 20)).toThrow(RangeError);
    expect(percentileOf(100)).toBe(50);
  });
});

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
