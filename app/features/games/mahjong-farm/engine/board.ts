/**
 * Geometry of a mahjong board: which tiles cover, support and flank which. A tile is free when no
 * tile on the board lies on it and its left or its right neighbour is gone.
 */
import type { Position } from './layouts';

export interface Geometry {
  readonly size: number;
  readonly left: readonly number[];
  readonly right: readonly number[];
  /** The tile lying on this one, or -1. */
  readonly above: readonly number[];
  /** The tile this one lies on, or -1. */
  readonly below: readonly number[];
  /** Maximal runs of side-by-side tiles in one row and layer: a run is cleared from its ends only. */
  readonly segment: readonly number[];
}

export function geometryOf(positions: readonly Position[]): Geometry {
  const at = new Map(positions.map((p, i) => [`${p.x},${p.y},${p.z}`, i]));
  const find = (x: number, y: number, z: number) => at.get(`${x},${y},${z}`) ?? -1;
  const left = positions.map((p) => find(p.x - 1, p.y, p.z));
  const right = positions.map((p) => find(p.x + 1, p.y, p.z));
  const segment = new Array<number>(positions.length).fill(-1);
  let next = 0;
  positions.forEach((_, i) => {
    if (segment[i] !== -1) return;
    let start = i;
    while (left[start]! !== -1) start = left[start]!;
    for (let t = start; t !== -1; t = right[t]!) segment[t] = next;
    next++;
  });
  return {
    size: positions.length,
    left,
    right,
    above: positions.map((p) => find(p.x, p.y, p.z + 1)),
    below: positions.map((p) => find(p.x, p.y, p.z - 1)),
    segment,
  };
}

/** Whether tile `i` is free on a board holding the tiles where `on[i]` is true. */
export function isFree(g: Geometry, on: readonly boolean[], i: number): boolean {
  if (!on[i]) return false;
  const a = g.above[i]!;
  if (a !== -1 && on[a]) return false;
  const l = g.left[i]!;
  const r = g.right[i]!;
  return !(l !== -1 && on[l]) || !(r !== -1 && on[r]);
}
