/**
 * How the psychometric study judges a band's coverage (issue 27): a reading inside 93–97 % is met; one
 * outside whose 95 % sampling interval still reaches the goal is said to be within sampling error; one
 * whose sampling interval lies wholly outside is NOT MET. And the chance that even an exactly
 * calibrated interval reads every band within the goal shrinks with the run's size.
 */
import { describe, expect, it } from 'vitest';
import { chanceAllBandsInRange, coverageCell, samplingInterval } from './funnel-study';

describe('coverage by band', () => {
  it('judges a reading by the goal and by its sampling interval', () => {
    expect(coverageCell(2000, 0.951)).toMatch(/ met$/);
    expect(coverageCell(665, 0.971)).toMatch(/outside, within sampling error/);
    expect(coverageCell(692, 0.986)).toMatch(/NOT MET \(1\.6 points out/);
    expect(coverageCell(20000, 0.975)).toMatch(/NOT MET/);
  });

  it("gives a sampling interval that holds the reading and narrows with the band's size", () => {
    const [low, high] = samplingInterval(0.95, 300);
    expect(low).toBeLessThan(0.95);
    expect(high).toBeGreaterThan(0.95);
    const [wideLow, wideHigh] = samplingInterval(0.95, 3000);
    expect(wideHigh - wideLow).toBeLessThan(high - low);
  });

  it('puts a run of 2,000 short of certainty even for an interval at exactly 95 % in every band', () => {
    expect(chanceAllBandsInRange(2000)).toBeGreaterThan(0.6);
    expect(chanceAllBandsInRange(2000)).toBeLessThan(0.85);
    expect(chanceAllBandsInRange(20000)).toBeGreaterThan(0.99);
    expect(chanceAllBandsInRange(2000, 0.965)).toBeLessThan(chanceAllBandsInRange(2000));
  });
});
