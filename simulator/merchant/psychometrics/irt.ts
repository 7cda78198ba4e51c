/**
 * The one measurement model (issue 27; every score is computed on the server, never in the browser): the three-parameter logistic
 * model with the guessing parameter fixed at one over the number of options, scored by the
 * expected a posteriori (EAP) ability under a standard normal prior, on a quadrature grid
 * (Bock and Mislevy 1982). Every IQ number the service gives comes from `scoreResponses`.
 */
import { INTERVAL_LEVEL, IQ_MEAN, IQ_SD, QUADRATURE_MAX, QUADRATURE_MIN, QUADRATURE_NODES } from './constants';
import { normalCdf, normalPdf } from './normal';

/** An item's 3PL parameters: discrimination a (> 0), difficulty b (θ units), guessing c = 1 / options. */
export interface ItemParams {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** One answered item: its parameters and whether the answer was right. */
export interface ScoredResponse {
  readonly params: ItemParams;
  readonly correct: boolean;
}

/** The guessing parameter of an item with `options` answers, one of them right. */
export function guessingFor(options: number): number {
  if (!Number.isInteger(options) || options < 2) throw new RangeError(`An item needs at least 2 options, got ${options}.`);
  return 1 / options;
}

/** P(correct | θ) under the 3PL model (logistic metric, no 1.7 scaling constant). */
export function pCorrect(theta: number, { a, b, c }: ItemParams): number {
  return c + (1 - c) / (1 + Math.exp(-a * (theta - b)));
}

/** Fisher information of one item at θ: a² (Q/P) ((P − c)/(1 − c))² (Lord 1980, eq. 5-4 in the logistic metric). */
export function itemInformation(theta: number, params: ItemParams): number {
  const p = pCorrect(theta, params);
  const share = (p - params.c) / (1 - params.c);
  return params.a * params.a * ((1 - p) / p) * share * share;
}

const STEP = (QUADRATURE_MAX - QUADRATURE_MIN) / (QUADRATURE_NODES - 1);

/** The quadrature nodes (θ values). */
export const NODES: readonly number[] = Array.from({ length: QUADRATURE_NODES }, (_, k) => QUADRATURE_MIN + k * STEP);

/** The standard normal prior's weights at the nodes, summing to 1. */
export const PRIOR: readonly number[] = (() => {
  const raw = NODES.map(normalPdf);
  const total = raw.reduce((s, v) => s + v, 0);
  return raw.map((v) => v / total);
})();

/** Adds one item's log-likelihood at every node to `logLik` (in place). */
export function addLogLikelihood(logLik: Float64Array, response: ScoredResponse): void {
  for (let k = 0; k < NODES.length; k += 1) {
    const p = pCorrect(NODES[k] as number, response.params);
    logLik[k] = (logLik[k] as number) + Math.log(response.correct ? p : 1 - p);
  }
}

/** Normalised posterior weights at the nodes from log-likelihoods (log-sum-exp, so 60 answers never underflow). */
export function posteriorFromLogLik(logLik: Float64Array): Float64Array {
  let max = -Infinity;
  for (const v of logLik) if (v > max) max = v;
  const out = new Float64Array(NODES.length);
  let total = 0;
  for (let k = 0; k < NODES.length; k += 1) {
    const w = (PRIOR[k] as number) * Math.exp((logLik[k] as number) - max);
    out[k] = w;
    total += w;
  }
  for (let k = 0; k < out.length; k += 1) out[k] = (out[k] as number) / total;
  return out;
}

export function posteriorOf(responses: readonly ScoredResponse[]): Float64Array {
  const logLik = new Float64Array(NODES.length);
  for (const r of responses) addLogLikelihood(logLik, r);
  return posteriorFromLogLik(logLik);
}

/** θ at which the posterior's distribution function reaches `p`; each node's mass is spread evenly over its cell. */
function quantile(weights: Float64Array, p: number): number {
  let below = 0;
  for (let k = 0; k < weights.length; k += 1) {
    const w = weights[k] as number;
    if (below + w >= p) {
      const cellStart = (NODES[k] as number) - STEP / 2;
      // w > 0 here: `below` was under p (0 < p), so only a node with mass reaches it.
      return cellStart + ((p - below) / w) * STEP;
    }
    below += w;
  }
  return QUADRATURE_MAX + STEP / 2;
}

/** The posterior summarised: EAP (mean), posterior SD (the standard error), and the central 95 % interval. */
export interface Posterior {
  readonly theta: number;
  readonly se: number;
  readonly low: number;
  readonly high: number;
}

export function summarise(weights: Float64Array): Posterior {
  let mean = 0;
  for (let k = 0; k < weights.length; k += 1) mean += (weights[k] as number) * (NODES[k] as number);
  let variance = 0;
  for (let k = 0; k < weights.length; k += 1) variance += (weights[k] as number) * ((NODES[k] as number) - mean) ** 2;
  const tail = (1 - INTERVAL_LEVEL) / 2;
  return { theta: mean, se: Math.sqrt(variance), low: quantile(weights, tail), high: quantile(weights, 1 - tail) };
}

export function eap(responses: readonly ScoredResponse[]): Posterior {
  return summarise(posteriorOf(responses));
}

/** A score as the service gives it: θ and its SE, the IQ with its 95 % interval, and the IQ's percentile. */
export interface IqScore {
  readonly theta: number;
  readonly se: number;
  readonly iq: number;
  readonly iq_low: number;
  readonly iq_high: number;
  readonly percentile: number;
}

export const iqOf = (theta: number) => IQ_MEAN + IQ_SD * theta;

/**
 * Percentile (0–100) of an IQ in the reference population (normal, mean 100, SD 15), rounded down
 * to one decimal so "higher than x %" is never an overstatement (99.96 is 99.9, never 100).
 */
export function percentileOf(iq: number): number {
  // The epsilon (0.00005 points) absorbs the CDF's approximation error (< 1.2e-7), so 100 reads 50, not 49.9.
  return Math.floor(normalCdf((iq - IQ_MEAN) / IQ_SD) * 1000 + 5e-4) / 10;
}

/** The IQ rounded to a whole point; the interval rounded outwards, so it is never narrower than the posterior's. */
export function toIqScore(post: Posterior): IqScore {
  const iq = Math.round(iqOf(post.theta));
  return {
    theta: post.theta,
    se: post.se,
    iq,
    iq_low: Math.min(iq, Math.floor(iqOf(post.low))),
    iq_high: Math.max(iq, Math.ceil(iqOf(post.high))),
    percentile: percentileOf(iq),
  };
}

export function scoreResponses(responses: readonly ScoredResponse[]): IqScore {
  return toIqScore(eap(responses));
}
