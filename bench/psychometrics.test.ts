/**
 * The study's goal lines (issue 27): each verdict comes from the figures, under the reading the line
 * names, and a band outside 93–97 % under that reading fails its goal whatever the other reading says.
 */
import { describe, expect, it } from 'vitest';
import type { Band, FixedFormStudy, IntervalCoverage } from './funnel-study';
import { goalLines, type GoalFigures } from './psychometrics';

const bands = (...coverages: number[]): Band[] => coverages.map((coverage, i) => ({ from: i - 2, to: i - 1, people: 500, coverage }));
const interval = (trueBands: Band[], reportedBands: Band[]): IntervalCoverage => ({ coverage: 0.95, trueBands, reportedBands, meanWidth: 1.8, runsAllBandsMet: 5, runs: 10 });
const study = (trueBands: Band[], reportedBands: Band[]): FixedFormStudy => {
  const posterior = interval(trueBands, reportedBands);
  return { correlation: 0.89, posterior, matching: posterior, meanSe: 0.46, reliability: 0.78 };
};
const passing: GoalFigures = {
  fixed: study(bands(0.95, 0.99, 0.95, 0.95), bands(0.95, 0.96, 0.95, 0.94)),
  large: study(bands(0.94, 0.965, 0.965, 0.945), bands(0.95, 0.95, 0.95, 0.95)),
  adaptiveMedian: 23,
  sameShare: 0.948,
  forShare: 46,
  forMedian: 25,
  maxExposure: 0.25,
  difficultyRmse: 0.07,
};
const verdictOf = (figures: GoalFigures, goal: RegExp) => goalLines(figures).find((line) => goal.test(line.goal))?.met;

describe('the psychometric study’s goal lines', () => {
  it('judges bands of true θ by their coverage on 20,000 and names the 2,000’s reading beside it', () => {
    expect(verdictOf(passing, /of true θ/)).toBe(true);
    expect(goalLines(passing).find((line) => /of true θ/.test(line.goal))?.other).toContain('99.0 %');
    expect(verdictOf({ ...passing, large: study(bands(0.94, 0.975, 0.965, 0.945), bands(0.95, 0.95, 0.95, 0.95)) }, /of true θ/)).toBe(false);
  });

  it('fails the reported-score bands when one band of the 2,000 is outside the goal', () => {
    expect(verdictOf(passing, /of reported score/)).toBe(true);
    expect(verdictOf({ ...passing, fixed: study(bands(0.95, 0.95, 0.95, 0.95), bands(0.95, 0.92, 0.95, 0.95)) }, /of reported score/)).toBe(false);
  });

  it('judges the adaptive length against the form built for the same share, and prints the median rule beside it', () => {
    const line = goalLines(passing).find((l) => /adaptive median/.test(l.goal));
    expect(line?.met).toBe(true);
    expect(line?.other).toBe('median rule: 23 / 25 = 92.0 %');
    expect(verdictOf({ ...passing, forShare: 30 }, /adaptive median/)).toBe(false);
  });

  it('counts the calibration and exposure goals from their figures', () => {
    expect(verdictOf({ ...passing, difficultyRmse: 0.21 }, /calibration/)).toBe(false);
    expect(verdictOf({ ...passing, maxExposure: 0.26 }, /most-shown/)).toBe(false);
    expect(goalLines(passing).every((line) => line.met)).toBe(true);
  });
});
