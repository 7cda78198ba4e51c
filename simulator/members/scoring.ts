/**
 * Turns a number of correct answers into an IQ-scale estimate with a likely range. A short test
 * only estimates: the range comes from the binomial standard error of the proportion correct.
 */
import { IQ_MAX, IQ_MEAN, IQ_MIN, IQ_SD, RANGE_Z } from './constants';

export interface Estimate {
  readonly iq: number;
  readonly low: number;
  readonly high: number;
  readonly percentile: number;
}

/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
export function probit(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`probit needs 0 < p < 1, got ${p}`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const poly = (k: readonly number[], x: number) => k.reduce((acc, v) => acc * x + v, 0);
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - low) return -probit(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}

/** Standard normal CDF (Abramowitz and Stegun 7.1.26 on erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const clamp = (v: number) => Math.min(IQ_MAX, Math.max(IQ_MIN, Math.round(v)));
const toIq = (p: number) => IQ_MEAN + IQ_SD * probit(p);

/** Percentile (0-100, one decimal) of an IQ-scale score in the reference population. */
export function percentileOf(iq: number): number {
  return Math.round(normalCdf((iq - IQ_MEAN) / IQ_SD) * 1000) / 10;
}

/**
 * The estimate for `correct` of `total`. Half a point each side keeps 0 and all-correct finite;
 * an average adult is taken to answer half the questions of each test right.
 */
export function estimate(correct: number, total: number): Estimate {
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(correct) || correct < 0 || correct > total) {
    throw new RangeError(`estimate needs 0 <= correct <= total, got ${correct}/${total}`);
  }
  const p = (correct + 0.5) / (total + 1);
  const se = Math.sqrt((p * (1 - p)) / (total + 1));
  const bound = (v: number) => Math.min(0.999, Math.max(0.001, v));
  const iq = clamp(toIq(p));
  return { iq, low: Math.min(iq, clamp(toIq(bound(p - RANGE_Z * se)))), high: Math.max(iq, clamp(toIq(bound(p + RANGE_Z * se)))), percentile: percentileOf(iq) };
}
