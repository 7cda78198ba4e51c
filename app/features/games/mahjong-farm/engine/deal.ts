/**
 * Winnable by construction: the dealer plays a game backwards. Starting from an empty board it puts
 * tiles back two at a time, each pair free at the moment it lands, so removing the pairs in reverse
 * order is a win. To never paint itself into a corner it lays a layer only on tiles already back,
 * never under a tile already back, and grows each run of a row outwards from one tile (a gap with
 * both neighbours back could never be free again). Dead ends (a lone stack at the end) start over.
 */
import type { Rng } from '../../shared/rng';
import { shuffled } from '../../shared/shuffle';
import { DEAL_ATTEMPTS } from '../constants';
import { isFree, type Geometry } from './board';

export type Pair = readonly [number, number];

/** Can tile `i` be put back now, given the tiles back (`on`) and how many are back per run? */
function canReturn(g: Geometry, members: readonly boolean[], on: readonly boolean[], perSegment: readonly number[], i: number): boolean {
  if (!members[i] || on[i]) return false;
  const b = g.below[i]!;
  if (b !== -1 && members[b] && !on[b]) return false;
  const a = g.above[i]!;
  if (a !== -1 && on[a]) return false;
  const l = g.left[i]!;
  const r = g.right[i]!;
  const lOn = l !== -1 && on[l]!;
  const rOn = r !== -1 && on[r]!;
  if (lOn && rOn) return false;
  return lOn || rOn || perSegment[g.segment[i]!] === 0;
}

function attempt(g: Geometry, members: readonly boolean[], count: number, rng: Rng): Pair[] | null {
  const on = new Array<boolean>(g.size).fill(false);
  const perSegment = new Array<number>(g.size).fill(0);
  const put = (i: number, value: boolean) => {
    on[i] = value;
    perSegment[g.segment[i]!]! += value ? 1 : -1;
  };
  const candidates = () => [...Array(g.size).keys()].filter((i) => canReturn(g, members, on, perSegment, i));
  const pairs: Pair[] = [];
  while (pairs.length * 2 < count) {
    const first = shuffled(rng, candidates());
    let placed = false;
    for (const a of first.slice(0, 4)) {
      put(a, true);
      const seconds = shuffled(rng, candidates()).filter((b) => {
        put(b, true);
        const ok = isFree(g, on, a) && isFree(g, on, b);
        put(b, false);
        return ok;
      });
      const b = seconds[0];
      if (b !== undefined) {
        put(b, true);
        pairs.push([a, b]);
        placed = true;
        break;
      }
      put(a, false);
    }
    if (!placed) return null;
  }
  return pairs.reverse();
}

/**
 * Pairs of tile indices among `members` whose removal in this order clears them all, each pair free
 * when its turn comes; null when no attempt finds one (some leftovers, such as two stacked tiles, admit none).
 */
export function winningOrder(g: Geometry, members: readonly boolean[], rng: Rng): Pair[] | null {
  const count = members.filter(Boolean).length;
  if (count % 2 !== 0) return null;
  for (let i = 0; i < DEAL_ATTEMPTS; i++) {
    const pairs = attempt(g, members, count, rng);
    if (pairs) return pairs;
  }
  return null;
}
