/**
 * Mahjong farm as a pure reducer: a layout and a seed deal a winnable board (see deal.ts); the player
 * removes free matching pairs, asks for hints, undoes, and shuffles the tiles left, which deals them
 * again winnably. No DOM, no timers; randomness only from generators seeded by the game's seed.
 */
import { hashSeed } from '../../shared/seed';
import { seededRng } from '../../shared/rng';
import { shuffled } from '../../shared/shuffle';
import { CLEAR_BONUS, HINT_COST, PAIR_POINTS, SHUFFLE_COST, TILE_KINDS, type TileKind } from '../constants';
import { geometryOf, isFree, type Geometry } from './board';
import { winningOrder, type Pair } from './deal';
import { layoutPositions, type LayoutId, type Position } from './layouts';

export interface MahjongState {
  layout: LayoutId;
  seed: number;
  /** Tile kind per layout position. */
  kinds: TileKind[];
  on: boolean[];
  /** Removed pairs, last last: undo puts the last one back. */
  removed: [number, number][];
  selected: number | null;
  hint: [number, number] | null;
  /** The winning order of the deal (or of the last shuffle): hints follow it, so a player who follows hints always wins. */
  plan: [number, number][];
  hints: number;
  shuffles: number;
  score: number;
  status: 'playing' | 'won';
}

export type MahjongAction =
  | { type: 'pick'; tile: number }
  | { type: 'hint' }
  | { type: 'undo' }
  | { type: 'shuffle' };

const geometries = new Map<LayoutId, { positions: Position[]; geometry: Geometry }>();

export function boardOf(layout: LayoutId): { positions: Position[]; geometry: Geometry } {
  let board = geometries.get(layout);
  if (!board) {
    const positions = layoutPositions(layout);
    board = { positions, geometry: geometryOf(positions) };
    geometries.set(layout, board);
  }
  return board;
}

/** Puts kinds on the order's pairs: one kind per pair, from `pairKinds`, shuffled. */
function assign(order: readonly Pair[], pairKinds: readonly TileKind[], seedText: string, base: readonly TileKind[]): TileKind[] {
  const kinds = base.slice();
  const dealt = shuffled(seededRng(hashSeed(seedText)), pairKinds);
  order.forEach(([a, b], i) => {
    kinds[a] = dealt[i]!;
    kinds[b] = dealt[i]!;
  });
  return kinds;
}

/** A deal and the removal order that wins it (the proof, kept for tests and for nothing else in play). */
export function deal(layout: LayoutId, seed: number): { kinds: TileKind[]; order: Pair[] } {
  const { positions, geometry } = boardOf(layout);
  const order = winningOrder(geometry, positions.map(() => true), seededRng(seed));
  // A full layout always deals: its layers rest on whole runs (checked for every layout by the tests).
  if (!order) throw new Error(`mahjong-farm: layout "${layout}" admits no winnable deal`);
  const pairKinds = order.map((_, i) => TILE_KINDS[Math.floor(i / 2) % TILE_KINDS.length]!);
  const filler = new Array<TileKind>(positions.length).fill(TILE_KINDS[0]);
  return { kinds: assign(order, pairKinds, `${seed}:kinds`, filler), order };
}

export function newMahjong(layout: LayoutId, seed: number): MahjongState {
  const { kinds, order } = deal(layout, seed);
  return { layout, seed, kinds, on: kinds.map(() => true), removed: [], selected: null, hint: null, plan: order.map(([a, b]) => [a, b]), hints: 0, shuffles: 0, score: 0, status: 'playing' };
}

export const freeTiles = (s: MahjongState): number[] => {
  const { geometry } = boardOf(s.layout);
  return s.on.flatMap((_, i) => (isFree(geometry, s.on, i) ? [i] : []));
};

/** The next pair of the plan still on the board and free; else any free matching pair; null when stuck. */
export function hintMove(s: MahjongState): [number, number] | null {
  const { geometry } = boardOf(s.layout);
  const planned = s.plan.find(([a, b]) => isFree(geometry, s.on, a) && isFree(geometry, s.on, b) && s.kinds[a] === s.kinds[b]);
  return planned ? [planned[0], planned[1]] : findMove(s);
}

/** A free matching pair, or null when the player is stuck. */
export function findMove(s: MahjongState): [number, number] | null {
  const seen = new Map<TileKind, number>();
  for (const i of freeTiles(s)) {
    const other = seen.get(s.kinds[i]!);
    if (other !== undefined) return [other, i];
    seen.set(s.kinds[i]!, i);
  }
  return null;
}

function remove(s: MahjongState, a: number, b: number): MahjongState {
  const on = s.on.slice();
  on[a] = false;
  on[b] = false;
  const won = on.every((x) => !x);
  return { ...s, on, removed: [...s.removed, [a, b]], selected: null, hint: null, score: s.score + PAIR_POINTS + (won ? CLEAR_BONUS : 0), status: won ? 'won' : 'playing' };
}

/**
 * Deals the tiles left again, keeping their kinds, so that the board can be cleared, with the order
 * that clears it; null when these positions admit no winnable deal (undo or restart then).
 */
export function redeal(s: MahjongState): { state: MahjongState; order: Pair[] } | null {
  const { geometry } = boardOf(s.layout);
  const shuffleNo = s.shuffles + 1;
  const order = winningOrder(geometry, s.on, seededRng(hashSeed(`${s.seed}:shuffle:${shuffleNo}`)));
  if (!order) return null;
  // The tiles left hold each kind an even number of times (pairs leave together): pair them up by kind.
  const left = s.on.flatMap((on, i) => (on ? [s.kinds[i]!] : [])).sort();
  const pairKinds = left.filter((_, i) => i % 2 === 0);
  const kinds = assign(order, pairKinds, `${s.seed}:shuffle-kinds:${shuffleNo}`, s.kinds);
  return { state: { ...s, kinds, selected: null, hint: null, plan: order.map(([a, b]) => [a, b]), shuffles: shuffleNo, score: Math.max(0, s.score - SHUFFLE_COST) }, order };
}

export function mahjongReducer(s: MahjongState, action: MahjongAction): MahjongState {
  switch (action.type) {
    case 'pick': {
      const t = action.tile;
      if (s.status === 'won' || !Number.isInteger(t) || t < 0 || t >= s.on.length) return s;
      if (!isFree(boardOf(s.layout).geometry, s.on, t)) return s;
      if (s.selected === t) return { ...s, selected: null };
      if (s.selected !== null && s.kinds[s.selected] === s.kinds[t]) return remove(s, s.selected, t);
      return { ...s, selected: t };
    }
    case 'hint': {
      if (s.status === 'won') return s;
      const move = hintMove(s);
      return move ? { ...s, hint: move, hints: s.hints + 1, score: Math.max(0, s.score - HINT_COST) } : s;
    }
    case 'undo': {
      const last = s.removed[s.removed.length - 1];
      if (!last) return s;
      const on = s.on.slice();
      on[last[0]] = true;
      on[last[1]] = true;
      const wasWon = s.status === 'won';
      return { ...s, on, removed: s.removed.slice(0, -1), selected: null, hint: null, status: 'playing', score: Math.max(0, s.score - PAIR_POINTS - (wasWon ? CLEAR_BONUS : 0)) };
    }
    case 'shuffle':
      return s.status === 'won' ? s : (redeal(s)?.state ?? s);
  }
}
