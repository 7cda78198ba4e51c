/**
 * The adaptive test's engine (issue 27, point 3), shared by the members' sittings and the
 * psychometric study: pick the next item by maximum Fisher information at the current EAP, with
 * randomesque and restricted exposure control; stop at the target standard error or the item limit; say how far
 * the sitting is in precision. Pure functions: the caller keeps the answers and the randomness.
 */
import { EXPOSURE_MIN_SITTINGS, MAX_EXPOSURE_RATE, RANDOMESQUE_K, TARGET_SE } from './constants';
import { itemInformation, type ItemParams } from './irt';

export interface AdaptiveCandidate {
  readonly id: string;
  readonly params: ItemParams;
}

export interface SelectOptions {
  /** Items already asked in this sitting: never asked again. */
  readonly asked: ReadonlySet<string>;
  /** Items to leave out while enough others remain (the member's previous sitting), so a retake asks new questions. */
  readonly avoid?: ReadonlySet<string>;
  /** A float in [0, 1). */
  readonly random: () => number;
  readonly k?: number;
  /**
   * Content balancing (Kingsbury and Zara 1989): each item's content area, and how many of each the
   * sitting has asked. The next item comes from the least-asked areas, so a sitting covers every kind.
   */
  readonly balance?: { readonly of: (item: AdaptiveCandidate) => string; readonly asked: ReadonlyMap<string, number> };
  /** Exposure so far (restricted method): items at or over the ceiling are withheld while others remain. */
  readonly exposure?: Exposure;
}

/** How often each item was shown: in how many of a test's `sittings` so far. */
export interface Exposure {
  readonly sittings: number;
  readonly shown: (id: string) => number;
}

/** Whether an item is withheld for its exposure: only once the test has had enough sittings for a rate to mean something. */
export function overExposed(exposure: Exposure | undefined, id: string, max = MAX_EXPOSURE_RATE): boolean {
  if (!exposure || exposure.sittings < EXPOSURE_MIN_SITTINGS) return false;
  return exposure.shown(id) / exposure.sittings >= max;
}

/** The next item: one of the k not yet asked that are most informative at `theta`, at random; undefined when none is left. */
export function selectNext<T extends AdaptiveCandidate>(theta: number, pool: readonly T[], options: SelectOptions): T | undefined {
  const k = options.k ?? RANDOMESQUE_K;
  const open = pool.filter((item) => !options.asked.has(item.id));
  const fresh = options.avoid ? open.filter((item) => !options.avoid?.has(item.id)) : open;
  let candidates = fresh.length >= k ? fresh : open;
  const allowed = candidates.filter((item) => !overExposed(options.exposure, item.id));
  if (allowed.length > 0) candidates = allowed;
  const balance = options.balance;
  if (balance && candidates.length > 0) {
    const least = Math.min(...candidates.map((item) => balance.asked.get(balance.of(item)) ?? 0));
    candidates = candidates.filter((item) => (balance.asked.get(balance.of(item)) ?? 0) === least);
  }
  const ranked = candidates
    .map((item) => ({ item, info: itemInformation(theta, item.params) }))
    // Ties broken by id, so the ranking never depends on the pool's order.
    .sort((x, y) => y.info - x.info || (x.item.id < y.item.id ? -1 : 1))
    .slice(0, k);
  const pick = ranked[Math.min(ranked.length - 1, Math.floor(options.random() * ranked.length))];
  return pick?.item;
}

export type StopReason = 'precision' | 'item-limit';

/** Why a sitting ends after `answered` items with posterior SD `se`, or null while it goes on. */
export function stopReason(se: number, answered: number, maxItems: number, targetSe = TARGET_SE): StopReason | null {
  if (answered > 0 && se <= targetSe) return 'precision';
  if (answered >= maxItems) return 'item-limit';
  return null;
}

/**
 * Progress towards the target, 0–1, as the share of the needed test information gathered: the
 * posterior's information 1/SE² starts at the prior's 1 and must reach 1/target². It grows about
 * evenly with each well-chosen item, unlike the SE itself.
 */
export function precisionProgress(se: number, targetSe = TARGET_SE): number {
  const gathered = 1 / (se * se) - 1;
  const needed = 1 / (targetSe * targetSe) - 1;
  return Math.max(0, Math.min(1, gathered / needed));
}
