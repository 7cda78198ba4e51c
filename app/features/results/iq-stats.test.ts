import { describe, expect, it } from 'vitest';
import { IQ_SEM_POINTS } from './constants';
import { formatPercentile, iqBandOf, iqPercentile, iqRange } from './iq-stats';

describe('iqPercentile', () => {
  it.each([
    [100, 50],
    [115, 84.13447],
    [130, 97.72499],
    [145, 99.86501],
    [85, 15.86553],
    [70, 2.27501],
    [55, 0.13499],
  ])('IQ %i is above %f%% of people', (iq, percent) => {
    expect(iqPercentile(iq)).toBeCloseTo(percent, 4);
  });

  it('reads to one decimal as people expect', () => {
    expect(formatPercentile(iqPercentile(100))).toBe('50');
    expect(formatPercentile(iqPercentile(115))).toBe('84.1');
    expect(formatPercentile(iqPercentile(130))).toBe('97.7');
    expect(formatPercentile(iqPercentile(160))).toBe('more than 99.9');
    expect(formatPercentile(iqPercentile(40))).toBe('less than 0.1');
  });
});

describe('iqRange', () => {
  it('is 1 SEM of 7.5 points either side, rounded outwards', () => {
    expect(IQ_SEM_POINTS).toBeCloseTo(7.5, 12);
    expect(iqRange(115)).toEqual({ low: 107, high: 123 });
    expect(iqRange(100)).toEqual({ low: 92, high: 108 });
    expect(iqRange(100, 3)).toEqual({ low: 97, high: 103 });
  });
});

describe('iqBandOf', () => {
  it.each([
    [145, 'Very high'],
    [130, 'Very high'],
    [129, 'High'],
    [120, 'High'],
    [119, 'Above average'],
    [110, 'Above average'],
    [109, 'Average'],
    [90, 'Average'],
    [89, 'Below average'],
    [80, 'Below average'],
    [79, 'Low'],
    [70, 'Low'],
    [69, 'Very low'],
    [40, 'Very low'],
  ])('%i is %s', (iq, label) => {
    expect(iqBandOf(iq).label).toBe(label);
  });

  it('refuses NaN', () => {
    expect(() => iqBandOf(Number.NaN)).toThrow(/needs a number/);
  });
});
