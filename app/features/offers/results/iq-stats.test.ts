import { describe, expect, it } from 'vitest';
import { iqBandOf, percentileShown } from './iq-stats';

describe('percentileShown', () => {
  it.each([
    [50, { lowest: false, percent: 50 }],
    [84.13447, { lowest: false, percent: 84.1 }],
    [99.86501, { lowest: false, percent: 99.8 }],
    [99.96, { lowest: false, percent: 99.9 }],
    [0.13499, { lowest: false, percent: 0.1 }],
    [0.05, { lowest: true, percent: 0.1 }],
  ])('%f%% is shown as %o, never rounded up', (percent, shown) => {
    expect(percentileShown(percent)).toEqual(shown);
  });
});

describe('iqBandOf', () => {
  it.each([
    [145, 'very-high'],
    [130, 'very-high'],
    [129, 'high'],
    [120, 'high'],
    [119, 'above-average'],
    [110, 'above-average'],
    [109, 'average'],
    [90, 'average'],
    [89, 'below-average'],
    [80, 'below-average'],
    [79, 'low'],
    [70, 'low'],
    [69, 'very-low'],
    [40, 'very-low'],
  ])('%i is %s', (iq, band) => {
    expect(iqBandOf(iq).band).toBe(band);
  });

  it('refuses NaN', () => {
    expect(() => iqBandOf(Number.NaN)).toThrow(/needs a number/);
  });
});
