/**
 * Model-based test of the mahjong reducer (fast-check commands): the model keeps which tiles are on
 * the board, the selection, the removed pairs and the score, with the rules written out here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLEAR_BONUS, HINT_COST, PAIR_POINTS, SHUFFLE_COST } from '../../../../app/features/games/mahjong-farm/constants';
import { boardOf, mahjongReducer, newMahjong, type MahjongState } from '../../../../app/features/games/mahjong-farm/engine/game';
import { LAYOUT_IDS } from '../../../../app/features/games/mahjong-farm/engine/layouts';

interface Model { on: boolean[]; selected: number | null; removed: [number, number][]; score: number }
interface Real { s: MahjongState }

function free(s: MahjongState, on: readonly boolean[], i: number): boolean {
  const { positions } = boardOf(s.layout);
  const p = positions[i]!;
  const at = (x: number, y: number, z: number) => positions.some((q, j) => on[j] && q.x === x && q.y === y && q.z === z);
  return on[i]! && !at(p.x, p.y, p.z + 1) && !(at(p.x - 1, p.y, p.z) && at(p.x + 1, p.y, p.z));
}

const same = (m: Model, r: Real) => {
  expect(r.s.on).toEqual(m.on);
  expect(r.s.selected).toBe(m.selected);
  expect(r.s.removed).toEqual(m.removed);
  expect(r.s.score).toBe(m.score);
  expect(r.s.status).toBe(m.on.some(Boolean) ? 'playing' : 'won');
};

class Pick implements fc.Command<Model, Real> {
  constructor(readonly n: number, readonly wantFree: boolean) {}
  check = (m: Readonly<Model>) => m.on.some(Boolean);
  run(m: Model, r: Real) {
    const pool = m.on.flatMap((_, i) => (m.on[i] && free(r.s, m.on, i) === this.wantFree ? [i] : []));
    if (pool.length === 0) return;
    const t = pool[this.n % pool.length]!;
    if (this.wantFree) {
      if (m.selected === t) m.selected = null;
      else if (m.selected !== null && r.s.kinds[m.selected] === r.s.kinds[t]) {
        m.on[m.selected] = false;
        m.on[t] = false;
        m.removed.push([m.selected, t]);
        m.selected = null;
        m.score += PAIR_POINTS + (m.on.some(Boolean) ? 0 : CLEAR_BONUS);
      } else m.selected = t;
    }
    r.s = mahjongReducer(r.s, { type: 'pick', tile: t });
    same(m, r);
  }
  toString = () => `pick(${this.wantFree ? 'free' : 'blocked'} #${this.n})`;
}

/** Picks the twin of the selected tile when one is free: drives games towards clearing pairs. */
class Match implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.selected !== null;
  run(m: Model, r: Real) {
    const sel = m.selected!;
    const twin = m.on.findIndex((on, i) => on && i !== sel && r.s.kinds[i] === r.s.kinds[sel] && free(r.s, m.on, i));
    if (twin === -1) return;
    r.s = mahjongReducer(r.s, { type: 'pick', tile: twin });
    m.on[sel] = false;
    m.on[twin] = false;
    m.removed.push([sel, twin]);
    m.selected = null;
    m.score += PAIR_POINTS + (m.on.some(Boolean) ? 0 : CLEAR_BONUS);
    same(m, r);
  }
  toString = () => 'match';
}

class Undo implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    const last = m.removed.pop();
    if (last) {
      const wasWon = !m.on.some(Boolean);
      m.on[last[0]] = true;
      m.on[last[1]] = true;
      m.score = Math.max(0, m.score - PAIR_POINTS - (wasWon ? CLEAR_BONUS : 0));
      m.selected = null;
    }
    r.s = mahjongReducer(r.s, { type: 'undo' });
    same(m, r);
  }
  toString = () => 'undo';
}

class Hint implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.on.some(Boolean);
  run(m: Model, r: Real) {
    r.s = mahjongReducer(r.s, { type: 'hint' });
    if (r.s.hint) {
      const [a, b] = r.s.hint;
      expect(a).not.toBe(b);
      expect(r.s.kinds[a]).toBe(r.s.kinds[b]);
      expect(free(r.s, m.on, a) && free(r.s, m.on, b)).toBe(true);
      m.score = Math.max(0, m.score - HINT_COST);
    }
    same(m, r);
  }
  toString = () => 'hint';
}

class Shuffle implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.on.some(Boolean);
  run(m: Model, r: Real) {
    const before = r.s;
    r.s = mahjongReducer(r.s, { type: 'shuffle' });
    if (r.s !== before) {
      m.selected = null;
      m.score = Math.max(0, m.score - SHUFFLE_COST);
      // Tiles already removed keep their kinds, so undo puts the same pair back.
      m.removed.forEach(([a, b]) => expect([r.s.kinds[a], r.s.kinds[b]]).toEqual([before.kinds[a], before.kinds[b]]));
    }
    same(m, r);
  }
  toString = () => 'shuffle';
}

const commands = [
  fc.nat().map((n) => new Pick(n, true)),
  fc.nat().map((n) => new Pick(n, false)),
  fc.constant(new Match()),
  fc.constant(new Undo()),
  fc.constant(new Hint()),
  fc.constant(new Shuffle()),
];

describe('the mahjong reducer against a model', () => {
  it('tracks picks, matches, blocked taps, undo, hints, shuffles and the score', () => {
    fc.assert(fc.property(fc.constantFrom(...LAYOUT_IDS), fc.nat(), fc.commands(commands, { size: '+1' }), (layout, seed, cmds) => {
      const s = newMahjong(layout, seed);
      fc.modelRun(() => ({ model: { on: s.on.slice(), selected: null, removed: [], score: 0 }, real: { s } }), cmds);
    }), { numRuns: 40 });
  });
});
