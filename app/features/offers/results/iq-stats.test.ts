import { describe, expect, it } from 'vitest';
import { IQ_SEM_POINTS } from './constants';
import { iqBandOf, iqPercentile, iqRange, percentileSentence } from './iq-stats';

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

  it.each([
    [100, 'Higher than 50% of people'],
    [115, 'Higher than 84.1% of people'],
    [130, 'Higher than 97.7% of people'],
    [145, 'Higher than 99.8% of people'],
    [160, 'Higher than 99.9% of people'],
    [55, 'Higher than 0.1% of people'],
    [40, 'In the lowest 0.1% of people'],
  ])('IQ %i reads "%s", never rounded up', (iq, sentence) => {
    expect(percentileSentence(iqPercentile(iq))).toBe(sentence);
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
