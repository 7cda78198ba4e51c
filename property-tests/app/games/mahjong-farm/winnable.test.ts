/**
 * Every deal is winnable: for 1,000 seeds on every layout, the removal order the dealer returns is
 * replayed against a model of the rules written here (a tile is free when nothing lies on it and a
 * side is open) and through the shipped reducer, and both end with an empty board. Shuffles keep
 * the board winnable the same way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf, deal, findMove, mahjongReducer, newMahjong, redeal, type MahjongState } from '../../../../app/features/games/mahjong-farm/engine/game';
import { LAYOUT_IDS, type LayoutId } from '../../../../app/features/games/mahjong-farm/engine/layouts';

const SEEDS = 1000;

/** The rules, independently of board.ts: free = nothing on top, and not both sides taken. */
function modelFree(layout: LayoutId, on: readonly boolean[], i: number): boolean {
  const { positions } = boardOf(layout);
  const p = positions[i]!;
  const onAt = (x: number, y: number, z: number) => positions.some((q, j) => on[j] && q.x === x && q.y === y && q.z === z);
  return on[i]! && !onAt(p.x, p.y, p.z + 1) && !(onAt(p.x - 1, p.y, p.z) && onAt(p.x + 1, p.y, p.z));
}

/** Replays pairs on the model; true when each pair matches, is free on its turn, and the board ends empty. */
function modelClears(layout: LayoutId, kinds: readonly string[], start: readonly boolean[], order: readonly (readonly [number, number])[]): boolean {
  const on = start.slice();
  for (const [a, b] of order) {
    if (a === b || kinds[a] !== kinds[b] || !modelFree(layout, on, a) || !modelFree(layout, on, b)) return false;
    on[a] = false;
    on[b] = false;
  }
  return on.every((x) => !x);
}

function playOut(state: MahjongState, order: readonly (readonly [number, number])[]): MahjongState {
  let s = state;
  for (const [a, b] of order) {
    s = mahjongReducer(s, { type: 'pick', tile: a });
    s = mahjongReducer(s, { type: 'pick', tile: b });
  }
  return s;
}

describe.each(LAYOUT_IDS)('mahjong farm, %s layout', (layout) => {
  it(`deals from ${SEEDS} seeds are all winnable`, () => {
    const size = boardOf(layout).positions.length;
    for (let seed = 0; seed < SEEDS; seed++) {
      const { kinds, order } = deal(layout, seed);
      expect(order.flat().sort((x, y) => x - y)).toEqual([...Array(size).keys()]);
      expect(modelClears(layout, kinds, kinds.map(() => true), order)).toBe(true);
      // The model is cheap to trust, the reducer is what ships: replay through it too, for a sample.
      if (seed % 50 === 0) expect(playOut(newMahjong(layout, seed), order).status).toBe('won');
    }
  });

  it('a player who only follows hints always clears the board', () => {
    fc.assert(fc.property(fc.nat(), (seed) => {
      let s = newMahjong(layout, seed);
      for (let turn = 0; turn < 200 && s.status === 'playing'; turn++) {
        s = mahjongReducer(s, { type: 'hint' });
        expect(s.hint).not.toBeNull();
        const [a, b] = s.hint!;
        s = mahjongReducer(mahjongReducer(s, { type: 'pick', tile: a }), { type: 'pick', tile: b });
      }
      expect(s.status).toBe('won');
    }), { numRuns: 30 });
  });

  it('a shuffle after any run of moves keeps the kinds left and deals a winnable board (or changes nothing)', () => {
    fc.assert(fc.property(fc.nat(), fc.array(fc.nat(), { maxLength: 30 }), (seed, choices) => {
      let s = newMahjong(layout, seed);
      // Play some free matching pairs, choosing among the available ones by `choices`.
      for (const c of choices) {
        const move = findMove(s);
        if (!move) break;
        const pick = c % 2 === 0 ? move : (findMove({ ...s, on: s.on.map((x, i) => x && i !== move[0] && i !== move[1]) }) ?? move);
        const before = s.removed.length;
        s = mahjongReducer(mahjongReducer(s, { type: 'pick', tile: pick[0] }), { type: 'pick', tile: pick[1] });
        if (s.removed.length === before) s = mahjongReducer(mahjongReducer(s, { type: 'pick', tile: move[0] }), { type: 'pick', tile: move[1] });
      }
      if (s.status === 'won') return;
      const left = (x: MahjongState) => x.on.flatMap((on, i) => (on ? [x.kinds[i]] : [])).sort();
      const out = redeal(s);
      if (!out) {
        expect(mahjongReducer(s, { type: 'shuffle' })).toBe(s);
        return;
      }
      expect(out.state.on).toEqual(s.on);
      expect(left(out.state)).toEqual(left(s));
      expect(modelClears(layout, out.state.kinds, out.state.on, out.order)).toBe(true);
      expect(mahjongReducer(s, { type: 'shuffle' })).toEqual(out.state);
    }), { numRuns: 100 });
  });
});
