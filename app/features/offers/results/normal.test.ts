import { describe, expect, it } from 'vitest';
import { normalPdf } from './normal';

describe('normalPdf', () => {
  it('peaks at 1/sqrt(2 pi) for the standard normal and scales with sd', () => {
    expect(normalPdf(0)).toBeCloseTo(0.3989422804, 9);
    expect(normalPdf(100, 100, 15)).toBeCloseTo(0.3989422804 / 15, 9);
    expect(normalPdf(1)).toBeCloseTo(normalPdf(-1), 12);
  });
});
