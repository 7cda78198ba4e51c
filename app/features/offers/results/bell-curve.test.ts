import { describe, expect, it } from 'vitest';
import { CHART, CHART_TICKS, curveAreaPath, curveLinePath, xOf, yOf } from './bell-curve';

const numbersIn = (path: string) => [...path.matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));

describe('bell-curve geometry', () => {
  it('puts the mean in the middle at the peak and the chart ends at the edges', () => {
    expect(xOf(100)).toBeCloseTo((CHART.left + CHART.right) / 2, 9);
    expect(yOf(100)).toBeCloseTo(CHART.top, 9);
    expect(xOf(40)).toBeCloseTo(CHART.left, 9);
    expect(xOf(160)).toBeCloseTo(CHART.right, 9);
  });

  it('keeps scores beyond the chart on its edge instead of off the drawing', () => {
    expect(xOf(10)).toBe(xOf(40));
    expect(xOf(200)).toBe(xOf(160));
  });

  it('is symmetric and falls away from the mean', () => {
    expect(yOf(85)).toBeCloseTo(yOf(115), 9);
    expect(yOf(115)).toBeGreaterThan(yOf(100));
    expect(yOf(130)).toBeGreaterThan(yOf(115));
    expect(yOf(160)).toBeLessThanOrEqual(CHART.baseline);
  });

  it('draws every point inside the viewBox', () => {
    const values = numbersIn(curveLinePath());
    expect(values.length).toBeGreaterThan(150);
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(CHART.width);
    }
  });

  it('closes an area along the baseline between the two scores', () => {
    const path = curveAreaPath(40, 115);
    expect(path.startsWith(`M${CHART.left} ${CHART.baseline} L`)).toBe(true);
    expect(path.endsWith(`L${Number(xOf(115).toFixed(2))} ${CHART.baseline} Z`)).toBe(true);
    expect(curveAreaPath(115, 115)).toBe('');
    expect(curveAreaPath(120, 110)).toBe('');
  });

  it('ticks at the mean and each standard deviation', () => {
    expect(CHART_TICKS).toEqual([55, 70, 85, 100, 115, 130, 145]);
  });
});
