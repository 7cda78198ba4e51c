/**
 * Item calibration by marginal maximum likelihood, with the EM algorithm over the quadrature grid
 * of Bock and Aitkin (1981): the E-step spreads each response pattern over the θ nodes by its
 * posterior; the M-step refits each item's a and b (c stays fixed at 1 / options) to the expected
 * counts by Fisher scoring, with weak priors on a and b (see constants.ts). The population is the
 * standard normal prior, which fixes the θ scale. Identical response patterns are pooled and taken
 * in sorted order, so the result does not depend on the order the answers were stored in.
 */
import { EM_MAX_CYCLES, EM_TOLERANCE, MIN_ANSWERS_TO_CALIBRATE, PRIOR_B_SD, PRIOR_LOG_A_SD } from './constants';
import { NODES, pCorrect, posteriorFromLogLik, PRIOR, type ItemParams } from './irt';

/** One stored answer: who answered (an attempt or sitting id), which item, and whether it was right. */
export interface StoredAnswer {
  readonly person: string;
  readonly item: string;
  readonly correct: boolean;
}

export interface CalibratedItem extends ItemParams {
  readonly id: string;
  /** How many answers the item had. */
  readonly answers: number;
  /** `calibrated` when re-estimated; `provisional` when it had too few answers and kept its start values. */
  readonly status: 'calibrated' | 'provisional';
}

export interface CalibrationResult {
  readonly items: readonly CalibratedItem[];
  readonly cycles: number;
  readonly converged: boolean;
  /** The marginal log-likelihood at the end (for the record; higher is better). */
  readonly logLikelihood: number;
}

export interface CalibrationOptions {
  readonly minAnswers?: number;
  readonly maxCycles?: number;
  readonly tolerance?: number;
}

interface Pattern {
  readonly items: Int32Array;
  readonly correct: Uint8Array;
  readonly count: number;
}

/** Pools identical response patterns; the patterns and their items come out in a fixed (sorted) order. */
function patternsOf(answers: readonly StoredAnswer[], index: ReadonlyMap<string, number>): Pattern[] {
  const byPerson = new Map<string, Map<number, boolean>>();
  for (const a of answers) {
    const j = index.get(a.item);
    if (j === undefined) throw new RangeError(`Calibration got an answer to unknown item "${a.item}".`);
    let answered = byPerson.get(a.person);
    if (!answered) byPerson.set(a.person, (answered = new Map()));
    // A person answers an item once; a repeated row keeps the first answer's meaning only if equal.
    if (answered.has(j) && answered.get(j) !== a.correct) throw new RangeError(`Person "${a.person}" has two different answers to item "${a.item}".`);
    answered.set(j, a.correct);
  }
  const counts = new Map<string, number>();
  for (const answered of byPerson.values()) {
    const key = [...answered.entries()]
      .sort((x, y) => x[0] - y[0])
      .map(([j, c]) => `${j}${c ? '+' : '-'}`)
      .join(',');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
    .map(([key, count]) => {
      const parts = key === '' ? [] : key.split(',');
      return {
        items: Int32Array.from(parts, (p) => Number(p.slice(0, -1))),
        correct: Uint8Array.from(parts, (p) => (p.endsWith('+') ? 1 : 0)),
        count,
      };
    });
}

/** One item's M-step: a few Fisher-scoring steps on (log a, b) against the expected counts at the nodes. */
function fitItem(start: ItemParams, n: Float64Array, r: Float64Array): ItemParams {
  let alpha = Math.log(start.a);
  let b = start.b;
  const c = start.c;
  for (let step = 0; step < 8; step += 1) {
    const a = Math.exp(alpha);
    let gA = -alpha / PRIOR_LOG_A_SD ** 2;
    let gB = -b / PRIOR_B_SD ** 2;
    let iAA = 1 / PRIOR_LOG_A_SD ** 2;
    let iBB = 1 / PRIOR_B_SD ** 2;
    let iAB = 0;
    for (let k = 0; k < NODES.length; k += 1) {
      const nk = n[k] as number;
      if (nk === 0) continue;
      const theta = NODES[k] as number;
      const l = 1 / (1 + Math.exp(-a * (theta - b)));
      const p = c + (1 - c) * l;
      const pq = p * (1 - p);
      const slope = (1 - c) * l * (1 - l);
      const dAlpha = slope * (theta - b) * a; // dP/d(log a)
      const dB = -slope * a;
      const resid = ((r[k] as number) - nk * p) / pq;
      gA += resid * dAlpha;
      gB += resid * dB;
      iAA += (nk * dAlpha * dAlpha) / pq;
      iBB += (nk * dB * dB) / pq;
      iAB += (nk * dAlpha * dB) / pq;
    }
    const det = iAA * iBB - iAB * iAB;
    if (!(det > 0)) break;
    let dA = (iBB * gA - iAB * gB) / det;
    let dBStep = (iAA * gB - iAB * gA) / det;
    // Damped: no step moves log a or b by more than 0.5, so one odd cycle cannot throw an item out.
    const scale = Math.max(1, Math.abs(dA) / 0.5, Math.abs(dBStep) / 0.5);
    dA /= scale;
    dBStep /= scale;
    alpha += dA;
    b += dBStep;
    if (Math.abs(dA) < 1e-6 && Math.abs(dBStep) < 1e-6) break;
  }
  return { a: Math.exp(alpha), b, c };
}

/**
 * Re-estimates every item with at least `minAnswers` answers from the stored answers; the rest
 * keep their start (provisional) parameters, and still take part in the E-step with them.
 */
export function calibrate(start: ReadonlyMap<string, ItemParams>, answers: readonly StoredAnswer[], options: CalibrationOptions = {}): CalibrationResult {
  const minAnswers = options.minAnswers ?? MIN_ANSWERS_TO_CALIBRATE;
  const maxCycles = options.maxCycles ?? EM_MAX_CYCLES;
  const tolerance = options.tolerance ?? EM_TOLERANCE;
  const ids = [...start.keys()].sort();
  const index = new Map(ids.map((id, j) => [id, j]));
  const params: ItemParams[] = ids.map((id) => start.get(id) as ItemParams);
  const patterns = patternsOf(answers, index);
  const answerCount = new Int32Array(ids.length);
  for (const pattern of patterns) for (const j of pattern.items) answerCount[j] = (answerCount[j] as number) + pattern.count;
  const free = ids.map((_, j) => (answerCount[j] as number) >= minAnswers);

  const K = NODES.length;
  const logP = new Float64Array(ids.length * K);
  const logQ = new Float64Array(ids.length * K);
  const n = ids.map(() => new Float64Array(K));
  const r = ids.map(() => new Float64Array(K));
  const logLik = new Float64Array(K);
  let cycles = 0;
  let converged = false;
  let marginal = 0;

  while (cycles < maxCycles) {
    cycles += 1;
    for (let j = 0; j < ids.length; j += 1) {
      for (let k = 0; k < K; k += 1) {
        const p = pCorrect(NODES[k] as number, params[j] as ItemParams);
        logP[j * K + k] = Math.log(p);
        logQ[j * K + k] = Math.log(1 - p);
      }
      (n[j] as Float64Array).fill(0);
      (r[j] as Float64Array).fill(0);
    }
    marginal = 0;
    // E-step: each pattern's posterior over the nodes, added to its items' expected counts.
    for (const pattern of patterns) {
      logLik.fill(0);
      for (let i = 0; i < pattern.items.length; i += 1) {
        const base = (pattern.items[i] as number) * K;
        const table = pattern.correct[i] ? logP : logQ;
        for (let k = 0; k < K; k += 1) logLik[k] = (logLik[k] as number) + (table[base + k] as number);
      }
      const post = posteriorFromLogLik(logLik);
      marginal += pattern.count * marginalLog(logLik);
      for (let i = 0; i < pattern.items.length; i += 1) {
        const j = pattern.items[i] as number;
        const nj = n[j] as Float64Array;
        const rj = r[j] as Float64Array;
        const right = pattern.correct[i] === 1;
        for (let k = 0; k < K; k += 1) {
          const w = pattern.count * (post[k] as number);
          nj[k] = (nj[k] as number) + w;
          if (right) rj[k] = (rj[k] as number) + w;
        }
      }
    }
    // M-step, item by item.
    let moved = 0;
    for (let j = 0; j < ids.length; j += 1) {
      if (!free[j]) continue;
      const before = params[j] as ItemParams;
      const after = fitItem(before, n[j] as Float64Array, r[j] as Float64Array);
      moved = Math.max(moved, Math.abs(after.a - before.a), Math.abs(after.b - before.b));
      params[j] = after;
    }
    if (moved < tolerance) {
      converged = true;
      break;
    }
  }

  return {
    items: ids.map((id, j) => ({ id, ...(params[j] as ItemParams), answers: answerCount[j] as number, status: free[j] ? 'calibrated' : 'provisional' })),
    cycles,
    converged,
    logLikelihood: marginal,
  };
}

/** log Σ_k prior_k · exp(logLik_k): the pattern's marginal log-likelihood. */
function marginalLog(logLik: Float64Array): number {
  let max = -Infinity;
  for (const v of logLik) if (v > max) max = v;
  let total = 0;
  for (let k = 0; k < logLik.length; k += 1) total += (PRIOR[k] as number) * Math.exp((logLik[k] as number) - max);
  return max + Math.log(total);
}
