import { describe, expect, it } from 'vitest';
import { erf, normalCdf, normalPdf } from './normal';

describe('erf', () => {
  // Reference values from tables of the error function (10 significant digits).
  it.each([
    [0, 0],
    [0.1, 0.1124629160],
    [0.5, 0.5204998778],
    [1, 0.8427007929],
    [1.5, 0.9661051465],
    [2, 0.9953222650],
    [3, 0.9999779095],
  ])('erf(%f) is within 1.5e-7 of %f, and odd', (x, expected) => {
    expect(Math.abs(erf(x) - expected)).toBeLessThanOrEqual(1.5e-7);
    expect(Math.abs(erf(-x) + expected)).toBeLessThanOrEqual(1.5e-7);
  });
});

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447461],
    [-1, 0.1586552539],
    [1.959963985, 0.975],
    [2, 0.9772498681],
    [-2, 0.0227501319],
    [3, 0.9986501020],
  ])('Phi(%f) = %f', (z, expected) => {
    expect(Math.abs(normalCdf(z) - expected)).toBeLessThanOrEqual(1e-7);
  });

  it('uses the mean and standard deviation', () => {
    expect(normalCdf(115, 100, 15)).toBeCloseTo(normalCdf(1), 12);
  });

  it('never leaves [0, 1] and never decreases', () => {
    let previous = 0;
    for (let z = -8; z <= 8; z += 0.01) {
      const p = normalCdf(z);
      expect(p).toBeGreaterThanOrEqual(previous - 1e-12);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      previous = p;
    }
  });
});

describe('normalPdf', () => {
  it('peaks at 1/sqrt(2 pi) for the standard normal and scales with sd', () => {
    expect(normalPdf(0)).toBeCloseTo(0.3989422804, 9);
    expect(normalPdf(100, 100, 15)).toBeCloseTo(0.3989422804 / 15, 9);
    expect(normalPdf(1)).toBeCloseTo(normalPdf(-1), 12);
  });
});
