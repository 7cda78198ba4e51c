/**
 * The adaptive test in the psychometric study (issue 27): simulated examinees take the members'
 * reasoning test as the service gives it (psychometrics/adaptive.ts: maximum information at the
 * EAP, randomesque and restricted exposure control, content balancing), from the live bank's parameters, and the
 * study counts the items each needs to reach the target SE. Beside it, the fixed form from the same
 * pool that needs the fewest items for the same median SE: the items that are most informative over
 * the population (∫ I(θ) φ(θ) dθ), taken in turn from each kind. That is the strongest fixed form
 * the pool allows, so the comparison does not flatter the adaptive test; a conventional form (kinds
 * and levels mixed, as the members' fixed sets were) is printed too.
 */
import { selectNext } from '../simulator/psychometrics/adaptive';
import { TARGET_SE } from '../simulator/psychometrics/constants';
import { addLogLikelihood, itemInformation, NODES, posteriorFromLogLik, PRIOR, summarise, type ItemParams } from '../simulator/psychometrics/irt';
import { simulateAnswer, type Random } from '../simulator/psychometrics/simulate';

export interface StudyItem {
  readonly id: string;
  readonly params: ItemParams;
  readonly content: string;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export interface AdaptiveStudy {
  /** Items each examinee needed to reach the target SE (the pool's size when it never did). */
  readonly items: readonly number[];
  readonly medianItems: number;
  readonly meanItems: number;
  /** Share of examinees who reached the target within `cap` items. */
  readonly reachedWithinCap: number;
  /** 95 % interval coverage of the true θ at the stop, overall and by true-ability band. */
  readonly coverage: number;
  readonly trueBands: readonly { from: number; to: number; people: number; coverage: number; medianItems: number }[];
  /** Share of sittings the most-used item appeared in (exposure). */
  readonly maxExposure: number;
  /** Items of the pool no sitting asked. */
  readonly neverShown: number;
}

export function adaptiveStudy(pool: readonly StudyItem[], examinees: number, cap: number, random: Random, bands: readonly (readonly [number, number])[]): AdaptiveStudy {
  const items: number[] = [];
  const truth: number[] = [];
  const covered: boolean[] = [];
  const shown = new Map<string, number>();
  for (let i = 0; i < examinees; i += 1) {
    const theta = random.normal();
    const logLik = new Float64Array(NODES.length);
    const asked = new Set<string>();
    const perContent = new Map<string, number>();
    let post = summarise(posteriorFromLogLik(logLik));
    while (post.se > TARGET_SE && asked.size < pool.length) {
      // The sittings before this one, as the service counts them (restricted exposure control).
      const exposure = { sittings: i, shown: (id: string) => shown.get(id) ?? 0 };
      const next = selectNext(post.theta, pool, { asked, random: random.uniform, exposure, balance: { of: (item) => (item as StudyItem).content, asked: perContent } });
      if (!next) break;
      asked.add(next.id);
      perContent.set(next.content, (perContent.get(next.content) ?? 0) + 1);
      shown.set(next.id, (shown.get(next.id) ?? 0) + 1);
      addLogLikelihood(logLik, { params: next.params, correct: simulateAnswer(theta, next.params, random) });
      post = summarise(posteriorFromLogLik(logLik));
    }
    items.push(asked.size);
    truth.push(theta);
    covered.push(post.low <= theta && theta <= post.high);
  }
  const all = truth.map((_, i) => i);
  const share = (idx: readonly number[]) => idx.filter((i) => covered[i]).length / Math.max(1, idx.length);
  return {
    items,
    medianItems: median(items),
    meanItems: items.reduce((s, v) => s + v, 0) / items.length,
    reachedWithinCap: items.filter((n) => n <= cap).length / items.length,
    coverage: share(all),
    trueBands: bands.map(([from, to]) => {
      const idx = all.filter((i) => (truth[i] as number) >= from && (truth[i] as number) < to);
      return { from, to, people: idx.length, coverage: share(idx), medianItems: idx.length ? median(idx.map((i) => items[i] as number)) : 0 };
    }),
    maxExposure: Math.max(...shown.values()) / examinees,
    neverShown: pool.filter((item) => !shown.has(item.id)).length,
  };
}

/** The pool's items in fixed-form order: most informative over the population first, one kind after another. */
export function bestFixedOrder(pool: readonly StudyItem[]): StudyItem[] {
  const value = (item: StudyItem) => NODES.reduce((s, theta, k) => s + (PRIOR[k] as number) * itemInformation(theta, item.params), 0);
  const byContent = new Map<string, StudyItem[]>();
  for (const item of [...pool].sort((x, y) => value(y) - value(x) || (x.id < y.id ? -1 : 1))) {
    const list = byContent.get(item.content) ?? [];
    list.push(item);
    byContent.set(item.content, list);
  }
  const lists = [...byContent.values()];
  const out: StudyItem[] = [];
  for (let round = 0; out.length < pool.length; round += 1) for (const list of lists) if (list[round]) out.push(list[round] as StudyItem);
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
  const lists = [...byContent.values()];
  const out: StudyItem[] = [];
  for (let round = 0; out.length < pool.length; round += 1) for (const list of lists) if (list[round]) out.push(list[round] as StudyItem);
  return out;
}

export interface FixedLength {
  /** The shortest prefix whose median posterior SD is at most the target: half the examinees get that precision. */
  readonly items: number | null;
  readonly medianSeAtFull: number;
  /** The shortest prefix that gives at least `share` of the examinees a posterior SD at most the target; null if none. */
  readonly itemsForShare: (share: number) => number | null;
}

/** How long a prefix of `form` must be for the target SE, by two rules (see FixedLength), from one set of simulated examinees. */
export function fixedLengthFor(form: readonly StudyItem[], examinees: number, random: Random): FixedLength {
  const seAt: number[][] = form.map(() => []);
  for (let i = 0; i < examinees; i += 1) {
    const theta = random.normal();
    const logLik = new Float64Array(NODES.length);
    form.forEach((item, n) => {
      addLogLikelihood(logLik, { params: item.params, correct: simulateAnswer(theta, item.params, random) });
      (seAt[n] as number[]).push(summarise(posteriorFromLogLik(logLik)).se);
    });
  }
  const medians = seAt.map(median);
  const n = medians.findIndex((se) => se <= TARGET_SE);
  const precise = seAt.map((ses) => ses.filter((se) => se <= TARGET_SE).length / Math.max(1, ses.length));
  const itemsForShare = (share: number) => {
    const k = precise.findIndex((p) => p >= share);
    return k < 0 ? null : k + 1;
  };
  return { items: n < 0 ? null : n + 1, medianSeAtFull: medians.at(-1) ?? Number.NaN, itemsForShare };
}
