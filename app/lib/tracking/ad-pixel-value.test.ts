import { describe, expect, it } from 'vitest';
import { adPixelPurchaseValue } from './ad-pixel-value';

describe('adPixelPurchaseValue', () => {
  // The plan prices of app §3 in docs/spec-coverage.md, and the rounding edges.
  it.each([
    [1, 0.75],
    [19.99, 14.99],
    [49, 36.75],
    [48, 36],
    [14.99, 11.24],
    [11.99, 8.99],
    [4.99, 3.74],
    [32.99, 24.74],
    [28.99, 21.74],
    [13.99, 10.49],
    [0, 0],
    [0.1, 0.08],
    [0.02, 0.02],
    [0.01, 0.01],
    [1.005, 0.75],
    [0.6599, 0.49],
    [0.06, 0.05],
    [0.3, 0.23],
    [1234.57, 925.93],
    [100, 75],
  ])('%f -> %f', (value, expected) => {
    expect(adPixelPurchaseValue(value)).toBe(expected);
  });

  it.each([Number.NaN, Infinity, -1])('refuses %f', (value) => {
    expect(() => adPixelPurchaseValue(value)).toThrow(RangeError);
  });
});
