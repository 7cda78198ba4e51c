import { describe, expect, it } from 'vitest';
import { iqBandOf, percentileSentence } from './iq-stats';

describe('percentileSentence', () => {
  it.each([
    [50, 'Higher than 50% of people'],
    [84.13447, 'Higher than 84.1% of people'],
    [99.86501, 'Higher than 99.8% of people'],
    [99.96, 'Higher than 99.9% of people'],
    [0.13499, 'Higher than 0.1% of people'],
    [0.05, 'In the lowest 0.1% of people'],
  ])('%f%% reads "%s", never rounded up', (percent, sentence) => {
    expect(percentileSentence(percent)).toBe(sentence);
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
