/**
 * The adaptive test in the psychometric study (issue 27): simulated examinees take the members'
 * reasoning test as the service gives it (merchant/psychometrics/adaptive.ts: maximum information at the
 * EAP, randomesque and restricted exposure control, content balancing), from the live bank's parameters, and the
 * study counts the items each needs to reach the target SE. The fixed forms it is compared with are
 * built and measured in fixed-forms.ts.
 */
import { selectNext } from '../simulator/merchant/psychometrics/adaptive';
import { TARGET_SE } from '../simulator/merchant/psychometrics/constants';
import { addLogLikelihood, NODES, posteriorFromLogLik, summarise, type ItemParams } from '../simulator/merchant/psychometrics/irt';
import { simulateAnswer, type Random } from '../simulator/merchant/psychometrics/simulate';

export interface StudyItem {
  readonly id: string;
  readonly params: ItemParams;
  readonly content: string;
}

export const median = (xs: readonly number[]) => {
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
