/**
 * The fixed forms the adaptive test is compared with in the psychometric study (issue 27), built
 * from the same pool and the same (provisional) parameters, and how many items each needs for "the
 * same precision" as the adaptive test. Two readings of that phrase, each with the form built for it:
 *
 *  - the share rule (the study's definition): the adaptive test stops each examinee at SE ≤ 0.35,
 *    and gives that to a measured share of them within its item limit. A fixed form gives the same
 *    precision when it gives SE ≤ 0.35 to at least as large a share of the same population. The form
 *    built for it (`shareFormOrder`) fills the test information up to the target level over the
 *    range of ability that holds that share of the population, then raises its lowest point; the
 *    study tries several ranges around it and keeps the shortest (`shareOptimisedLength`), so the
 *    comparison does not flatter the adaptive test;
 *  - the median rule: a fixed form whose median SE over the population is 0.35, i.e. half the
 *    examinees get the precision. The form built for it (`bestFixedOrder`) takes the items most
 *    informative over the population (∫ I(θ) φ(θ) dθ), in turn from each kind.
 *
 * A conventional form (kinds and levels mixed, as the members' fixed sets were) is measured by both.
 */
import { TARGET_SE } from '../simulator/merchant/psychometrics/constants';
import { itemInformation, NODES, pCorrect, PRIOR } from '../simulator/merchant/psychometrics/irt';
import { normalCdf, probit } from '../simulator/merchant/psychometrics/normal';
import { type Random } from '../simulator/merchant/psychometrics/simulate';
import { median, type StudyItem } from './adaptive-study';

/** The pool's items in fixed-form order: most informative over the population first, one kind after another. */
export function bestFixedOrder(pool: readonly StudyItem[]): StudyItem[] {
  const value = (item: StudyItem) => NODES.reduce((s, theta, k) => s + (PRIOR[k] as number) * itemInformation(theta, item.params), 0);
  const byContent = new Map<string, StudyItem[]>();
  for (const item of [...pool].sort((x, y) => value(y) - value(x) || (x.id < y.id ? -1 : 1))) {
    const list = byContent.get(item.content) ?? [];
    list.push(item);
    byContent.set(item.content, list);
  }
  return roundRobin([...byContent.values()], pool.length);
}

function roundRobin(lists: readonly StudyItem[][], total: number): StudyItem[] {
  const out: StudyItem[] = [];
  for (let round = 0; out.length < total; round += 1) for (const list of lists) if (list[round]) out.push(list[round] as StudyItem);
  return out;
}

/**
 * A conventional fixed form's order: the pool shuffled (seeded), one kind after another, as the
 * members' tests were before they were adaptive (fixed sets mixing kinds and levels).
 */
export function conventionalOrder(pool: readonly StudyItem[], random: Random): StudyItem[] {
  const shuffled = [...pool].sort((x, y) => (x.id < y.id ? -1 : 1));
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.uniform() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as StudyItem, shuffled[i] as StudyItem];
  }
  const byContent = new Map<string, StudyItem[]>();
  for (const item of shuffled) byContent.set(item.content, [...(byContent.get(item.content) ?? []), item]);
  return roundRobin([...byContent.values()], pool.length);
}

/**
 * Simulated examinees, fixed in advance so that every form is measured on the same people giving
 * the same answer to the same item (common random numbers): a true θ each, and one uniform draw per
 * item of the pool, whatever the order the form asks it in.
 */
export interface Panel {
  readonly thetas: Float64Array;
  /** draws[i × pool size + the item's index in the pool]: the examinee answers right when it is below P(correct). */
  readonly draws: Float64Array;
  readonly index: ReadonlyMap<string, number>;
}

export function drawPanel(pool: readonly StudyItem[], examinees: number, random: Random): Panel {
  const thetas = Float64Array.from({ length: examinees }, () => random.normal());
  const draws = Float64Array.from({ length: examinees * pool.length }, () => random.uniform());
  return { thetas, draws, index: new Map(pool.map((item, i) => [item.id, i])) };
}

/**
 * The posterior SD of every examinee of `panel` after each prefix of `form` (EAP on the quadrature
 * grid, as the service scores), handed to `visit` after each item; `visit` returns true to stop.
 */
function walkForm(form: readonly StudyItem[], panel: Panel, visit: (n: number, ses: Float64Array) => boolean): void {
  const people = panel.thetas.length;
  const poolSize = panel.index.size;
  const nodes = NODES.length;
  const logLik = new Float64Array(people * nodes);
  const ses = new Float64Array(people);
  for (let n = 0; n < form.length; n += 1) {
    const item = form[n] as StudyItem;
    const at = panel.index.get(item.id) as number;
    const logRight = NODES.map((theta) => Math.log(pCorrect(theta, item.params)));
    const logWrong = NODES.map((theta) => Math.log(1 - pCorrect(theta, item.params)));
    for (let i = 0; i < people; i += 1) {
      const right = (panel.draws[i * poolSize + at] as number) < pCorrect(panel.thetas[i] as number, item.params);
      const row = logLik.subarray(i * nodes, (i + 1) * nodes);
      let max = -Infinity;
      for (let k = 0; k < nodes; k += 1) {
        row[k] = (row[k] as number) + ((right ? logRight[k] : logWrong[k]) as number);
        if ((row[k] as number) > max) max = row[k] as number;
      }
      let total = 0;
      let first = 0;
      let second = 0;
      for (let k = 0; k < nodes; k += 1) {
        const w = (PRIOR[k] as number) * Math.exp((row[k] as number) - max);
        const theta = NODES[k] as number;
        total += w;
        first += w * theta;
        second += w * theta * theta;
      }
      const mean = first / total;
      ses[i] = Math.sqrt(Math.max(0, second / total - mean * mean));
    }
    if (visit(n + 1, ses)) return;
  }
}

/** Share of `ses` at or under the target SE. */
const preciseShare = (ses: Float64Array) => ses.reduce((s, se) => s + (se <= TARGET_SE ? 1 : 0), 0) / Math.max(1, ses.length);

/**
 * The shortest prefix of `form` that gives at least `share` of the panel SE ≤ the target; null if
 * none up to `limit` items (the whole form by default) does.
 */
function itemsForShare(form: readonly StudyItem[], share: number, panel: Panel, limit = form.length): number | null {
  let found: number | null = null;
  walkForm(form.slice(0, limit), panel, (n, ses) => {
    if (preciseShare(ses) >= share) found = n;
    return found !== null;
  });
  return found;
}

export interface FixedLength {
  /** The shortest prefix whose median posterior SD is at most the target: half the examinees get that precision. */
  readonly items: number | null;
  readonly medianSeAtFull: number;
  /** The shortest prefix that gives at least `share` of the examinees a posterior SD at most the target; null if none. */
  readonly itemsForShare: (share: number) => number | null;
}

/** How long a prefix of `form` must be for the target SE, by the median rule and by the share rule, on one panel. */
export function fixedLengthFor(form: readonly StudyItem[], panel: Panel): FixedLength {
  const medians: number[] = [];
  const precise: number[] = [];
  walkForm(form, panel, (_n, ses) => {
    medians.push(median([...ses]));
    precise.push(preciseShare(ses));
    return false;
  });
  const n = medians.findIndex((se) => se <= TARGET_SE);
  const forShare = (share: number) => {
    const k = precise.findIndex((p) => p >= share);
    return k < 0 ? null : k + 1;
  };
  return { items: n < 0 ? null : n + 1, medianSeAtFull: medians.at(-1) ?? Number.NaN, itemsForShare: forShare };
}

/** Test information at which the posterior SD is about the target: 1 / SE² less the prior's own 1. */
const TARGET_INFORMATION = 1 / TARGET_SE ** 2 - 1;
const GRID_POINTS = 41;

/**
 * A fixed form built for the share rule over the ability range [from, to]: each next item is the one
 * that brings the test information closest to the target level over the range (the largest gain in
 * Σ min(I, target) on a grid of the range); once the target is met everywhere, the one that raises
 * the range's lowest information most (max-min, van der Linden's "test information target" approach
 * done greedily). Ties go to the lower id, so the order does not depend on the pool's.
 */
export function shareFormOrder(pool: readonly StudyItem[], from: number, to: number): StudyItem[] {
  const grid = Array.from({ length: GRID_POINTS }, (_, g) => from + ((to - from) * g) / (GRID_POINTS - 1));
  const infoOf = new Map(pool.map((item) => [item.id, grid.map((theta) => itemInformation(theta, item.params))] as const));
  const info = new Float64Array(GRID_POINTS);
  const left = [...pool].sort((x, y) => (x.id < y.id ? -1 : 1));
  const out: StudyItem[] = [];
  while (left.length > 0) {
    let best = 0;
    let bestGain = -1;
    let bestMin = -1;
    left.forEach((item, j) => {
      const add = infoOf.get(item.id) as number[];
      let gain = 0;
      let low = Infinity;
      for (let g = 0; g < GRID_POINTS; g += 1) {
        const now = info[g] as number;
        const next = now + (add[g] as number);
        gain += Math.min(next, TARGET_INFORMATION) - Math.min(now, TARGET_INFORMATION);
        low = Math.min(low, next);
      }
      if (gain > bestGain + 1e-12 || (Math.abs(gain - bestGain) <= 1e-12 && low > bestMin)) {
        best = j;
        bestGain = gain;
        bestMin = low;
      }
    });
    const [item] = left.splice(best, 1) as [StudyItem];
    const add = infoOf.get(item.id) as number[];
    for (let g = 0; g < GRID_POINTS; g += 1) info[g] = (info[g] as number) + (add[g] as number);
    out.push(item);
  }
  return out;
}

export interface ShareOptimised {
  /** Items the chosen form needs for the share on the measuring panel (null: the whole pool does not reach it). */
  readonly items: number | null;
  /** The ability range the chosen form was built for, and the population share it holds. */
  readonly from: number;
  readonly to: number;
  readonly rangeShare: number;
  /** Forms tried (one per range). */
  readonly tried: number;
}

/** Half-widths (θ) tried beside the one that holds the share, and shifts of the range's centre. */
const WIDTH_STEPS = [-0.3, -0.15, 0, 0.15, 0.3] as const;
const SHIFTS = [-0.15, 0, 0.15] as const;

/**
 * The shortest fixed form the share rule allows, as far as this search finds: a share-rule form for
 * each range around the central one holding `share` of N(0, 1) (wider, narrower, shifted, since a
 * posterior SD depends on the answers and not only on θ), each measured on a choosing panel drawn
 * here; the shortest is then measured on `measuring` (other examinees), so its figure carries no
 * selection bias and sits beside the other forms measured on the same people.
 */
export function shareOptimisedLength(pool: readonly StudyItem[], share: number, measuring: Panel, random: Random): ShareOptimised {
  const choosing = drawPanel(pool, measuring.thetas.length, random);
  const half = probit((1 + share) / 2);
  let chosen = { from: -half, to: half, items: null as number | null };
  let tried = 0;
  for (const step of WIDTH_STEPS)
    for (const shift of SHIFTS) {
      const from = shift - (half + step);
      const to = shift + half + step;
      if (to <= from) continue;
      tried += 1;
      // A form no shorter than the best so far cannot win: stop measuring it there.
      const items = itemsForShare(shareFormOrder(pool, from, to), share, choosing, chosen.items === null ? pool.length : chosen.items - 1);
      if (items !== null) chosen = { from, to, items };
    }
  return {
    items: itemsForShare(shareFormOrder(pool, chosen.from, chosen.to), share, measuring),
    from: chosen.from,
    to: chosen.to,
    rangeShare: normalCdf(chosen.to) - normalCdf(chosen.from),
    tried,
  };
}
