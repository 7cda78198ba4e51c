/**
 * The funnel form in the psychometric study (issue 27): simulated examinees answer the 20 items,
 * the service's scoring (EAP, central 95 % posterior interval) scores them, and the study counts how
 * many intervals hold the true θ, overall, by band of reported score and by band of true ability.
 *
 * Coverage by band of true ability is not a property a posterior interval promises: its 95 % holds
 * over the population and given the answers, while conditional on one true θ the EAP's shrinkage
 * towards the mean over-covers near the mean and under-covers in the tails. So beside it the study
 * measures, on the same answers, the interval a probability-matching prior gives (Jeffreys' prior,
 * ∝ √ test information, whose posterior quantiles have frequentist coverage to first order: Welch and
 * Peers 1963; the prior of Warm's 1989 weighted-likelihood estimate). The service does not show it:
 * it is wider, it is not the posterior the score comes from, and it trades the calibration by band of
 * reported score (what a person told a score is promised) for the calibration by band of true θ.
 */
import { addLogLikelihood, itemInformation, NODES, posteriorFromLogLik, PRIOR, summarise, type ItemParams } from '../simulator/merchant/psychometrics/irt';
import { normalCdf } from '../simulator/merchant/psychometrics/normal';
import { simulateAnswer, type Random } from '../simulator/merchant/psychometrics/simulate';

export const COVERAGE_GOAL = { low: 0.93, high: 0.97 } as const;
export const BANDS: readonly [number, number][] = [
  [-2, -1],
  [-1, 0],
  [0, 1],
  [1, 2],
];

export const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
export const inCoverageGoal = (c: number) => c >= COVERAGE_GOAL.low && c <= COVERAGE_GOAL.high;

/** Wilson's 95 % interval for a share `p` of `n` people: where the band's real coverage lies, given this reading. */
export function samplingInterval(p: number, n: number): [number, number] {
  const z = 1.96;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * A coverage figure as the study prints it: the people it is a share of, the share ± one binomial
 * standard error, and the goal's verdict. A reading outside the goal whose 95 % sampling interval
 * still reaches it is said to be so (a band of a few hundred people reads its coverage only to ±1–3
 * points); one whose sampling interval lies wholly outside is NOT MET, with its distance in standard errors.
 */
export function coverageCell(people: number, coverage: number): string {
  const se = Math.sqrt((coverage * (1 - coverage)) / Math.max(1, people));
  const head = `${String(people).padStart(6)} people  ${pct(coverage)} ± ${(se * 100).toFixed(1)}   goal ${pct(COVERAGE_GOAL.low)}–${pct(COVERAGE_GOAL.high)}`;
  if (inCoverageGoal(coverage)) return `${head}   met`;
  const [low, high] = samplingInterval(coverage, Math.max(1, people));
  const reaches = high >= COVERAGE_GOAL.low && low <= COVERAGE_GOAL.high;
  // Measured in the standard error a band of this size would have if its coverage sat on the goal's edge.
  const edge = coverage < COVERAGE_GOAL.low ? COVERAGE_GOAL.low : COVERAGE_GOAL.high;
  const edgeSe = Math.sqrt((edge * (1 - edge)) / Math.max(1, people));
  const out = `${(Math.abs(coverage - edge) * 100).toFixed(1)} points out, ${(Math.abs(coverage - edge) / edgeSe).toFixed(1)} SE; 95 % sampling interval ${pct(low)}–${pct(high)}`;
  return reaches ? `${head}   outside, within sampling error (${out})` : `${head}   NOT MET (${out})`;
}

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const my = ys.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

export interface Band {
  readonly from: number;
  readonly to: number;
  readonly people: number;
  readonly coverage: number;
}

/** One interval's coverage: overall, by band of true θ, and how often consecutive runs of `runSize` examinees read every true band within the goal. */
export interface IntervalCoverage {
  readonly coverage: number;
  readonly trueBands: readonly Band[];
  /** Coverage by band of reported score (the service's EAP): what the interval promises the people told a score in the band. */
  readonly reportedBands: readonly Band[];
  /** Mean width, θ units. */
  readonly meanWidth: number;
  /** The examinees split into consecutive runs of `runSize`: how many runs had every band of true θ within the goal. */
  readonly runsAllBandsMet: number;
  readonly runs: number;
}

export interface FixedFormStudy {
  readonly correlation: number;
  /** The service's interval (central 95 % of the N(0, 1) posterior). */
  readonly posterior: IntervalCoverage;
  /** The probability-matching (Jeffreys) interval on the same answers, for comparison only. */
  readonly matching: IntervalCoverage;
  readonly meanSe: number;
  /** 1 − the mean posterior variance (the form's marginal reliability). */
  readonly reliability: number;
}

/** log(√ I(θ) / φ(θ)) at the nodes: added to the log-likelihood, it turns the service's N(0, 1) prior into Jeffreys'. */
function jeffreysShift(form: readonly ItemParams[]): Float64Array {
  return Float64Array.from(NODES, (theta, k) => 0.5 * Math.log(form.reduce((s, params) => s + itemInformation(theta, params), 0)) - Math.log(PRIOR[k] as number));
}

export function fixedFormStudy(form: readonly ItemParams[], examinees: number, random: Random, runSize: number): FixedFormStudy {
  const shift = jeffreysShift(form);
  const truth: number[] = [];
  const estimates: number[] = [];
  const covered: boolean[] = [];
  const coveredMatching: boolean[] = [];
  let width = 0;
  let widthMatching = 0;
  let seSum = 0;
  let varianceSum = 0;
  for (let i = 0; i < examinees; i += 1) {
    const theta = random.normal();
    const logLik = new Float64Array(NODES.length);
    for (const params of form) addLogLikelihood(logLik, { params, correct: simulateAnswer(theta, params, random) });
    const post = summarise(posteriorFromLogLik(logLik));
    const matching = summarise(posteriorFromLogLik(logLik.map((v, k) => v + (shift[k] as number))));
    truth.push(theta);
    estimates.push(post.theta);
    covered.push(post.low <= theta && theta <= post.high);
    coveredMatching.push(matching.low <= theta && theta <= matching.high);
    width += post.high - post.low;
    widthMatching += matching.high - matching.low;
    seSum += post.se;
    varianceSum += post.se ** 2;
  }
  const all = truth.map((_, i) => i);
  const inBand = (values: readonly number[], idx: readonly number[], from: number, to: number) => idx.filter((i) => (values[i] as number) >= from && (values[i] as number) < to);
  const share = (hits: readonly boolean[], idx: readonly number[]) => idx.filter((i) => hits[i]).length / Math.max(1, idx.length);
  const bandsOf = (hits: readonly boolean[], values: readonly number[], idx: readonly number[]) =>
    BANDS.map(([from, to]) => {
      const members = inBand(values, idx, from, to);
      return { from, to, people: members.length, coverage: share(hits, members) };
    });
  const intervalCoverage = (hits: readonly boolean[], totalWidth: number): IntervalCoverage => {
    let runsAllBandsMet = 0;
    const runs = Math.floor(examinees / runSize);
    for (let r = 0; r < runs; r += 1) {
      const run = all.slice(r * runSize, (r + 1) * runSize);
      if (bandsOf(hits, truth, run).every((band) => inCoverageGoal(band.coverage))) runsAllBandsMet += 1;
    }
    return { coverage: share(hits, all), trueBands: bandsOf(hits, truth, all), reportedBands: bandsOf(hits, estimates, all), meanWidth: totalWidth / examinees, runsAllBandsMet, runs };
  };
  return {
    correlation: correlation(estimates, truth),
    posterior: intervalCoverage(covered, width),
    matching: intervalCoverage(coveredMatching, widthMatching),
    meanSe: seSum / examinees,
    reliability: 1 - varianceSum / examinees,
  };
}

/** P(a binomial share of n people at true rate p lands within the goal), summed in log space so 683 people at 5 % never underflow. */
function chanceInRange(n: number, p: number): number {
  let logPmf = n * Math.log(1 - p);
  let total = 0;
  for (let k = 0; k <= n; k += 1) {
    if (k > 0) logPmf += Math.log((n - k + 1) / k) + Math.log(p / (1 - p));
    if (inCoverageGoal(k / n)) total += Math.exp(logPmf);
  }
  return total;
}

/**
 * The chance that a run of `examinees` reads every band of true θ within the goal when the interval
 * covers exactly `rate` in every band: the best any interval can do at that sample size (bands of
 * their expected size under N(0, 1), independent).
 */
export function chanceAllBandsInRange(examinees: number, rate = 0.95): number {
  return BANDS.reduce((product, [from, to]) => product * chanceInRange(Math.round(examinees * (normalCdf(to) - normalCdf(from))), rate), 1);
}
