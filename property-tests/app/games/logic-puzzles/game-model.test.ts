/**
 * Model-based test of the logic-puzzle reducer (fast-check commands): the model keeps only the
 * player's cells, the hint and mistake counts and whether the board equals the solution.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_SCORE, DIFFICULTIES, HINT_PENALTY, PUZZLE_KINDS } from '../../../../app/features/games/logic-puzzles/constants';
import { answerAt, isGiven, logicReducer, MARK, newGame, score, type LogicAction, type LogicState } from '../../../../app/features/games/logic-puzzles/engine/game';

interface Model { cells: number[]; hints: number; mistakes: number; won: boolean }
interface Real { state: LogicState }

const solvedBy = (s: LogicState, cells: number[]) =>
  s.puzzle.kind === 'sudoku' ? cells.every((v, i) => v === s.puzzle.solution[i]) : cells.every((v, i) => (v === MARK.filled ? 1 : 0) === s.puzzle.solution[i]);

const apply = (r: Real, action: LogicAction) => { r.state = logicReducer(r.state, action); };

class Enter implements fc.Command<Model, Real> {
  constructor(readonly cell: number, readonly value: number) {}
  check = (m: Readonly<Model>) => !m.won;
  run(m: Model, r: Real) {
    const cell = this.cell % m.cells.length;
    const value = r.state.kind === 'sudoku' ? this.value % 10 : this.value % 3;
    if (!isGiven(r.state, cell)) m.cells[cell] = value;
    m.won = solvedBy(r.state, m.cells);
    apply(r, { type: 'enter', cell, value });
    expect(r.state.cells).toEqual(m.cells);
    expect(r.state.status === 'won').toBe(m.won);
  }
  toString = () => `enter(${this.cell}, ${this.value})`;
}

class Hint implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.won;
  run(m: Model, r: Real) {
    const before = r.state.cells.slice();
    apply(r, { type: 'hint' });
    m.hints++;
    const changed = r.state.cells.flatMap((v, i) => (v !== before[i] ? [i] : []));
    // One cell changes, to the solution's value; it was blank or wrong.
    expect(changed).toHaveLength(1);
    const cell = changed[0]!;
    expect(r.state.cells[cell]).toBe(answerAt(r.state.puzzle, cell));
    m.cells[cell] = r.state.cells[cell]!;
    m.won = solvedBy(r.state, m.cells);
    expect(r.state.hints).toBe(m.hints);
    expect(r.state.status === 'won').toBe(m.won);
  }
  toString = () => 'hint';
}

class Check implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.won;
  run(m: Model, r: Real) {
    apply(r, { type: 'check' });
    const wrong = m.cells.flatMap((v, i) => {
      const blank = r.state.kind === 'sudoku' ? v === 0 : v === MARK.blank;
      return !blank && v !== answerAt(r.state.puzzle, i) ? [i] : [];
    });
    m.mistakes += wrong.length;
    expect(r.state.wrong).toEqual(wrong);
    expect(r.state.mistakes).toBe(m.mistakes);
  }
  toString = () => 'check';
}

const commands = [
  fc.tuple(fc.nat(400), fc.nat(20)).map(([c, v]) => new Enter(c, v)),
  fc.constant(new Hint()),
  fc.constant(new Check()),
];

describe.each(PUZZLE_KINDS)('the %s reducer against a model', (kind) => {
  it('tracks entries, hints, checks and the win', () => {
    fc.assert(fc.property(fc.constantFrom(...DIFFICULTIES), fc.nat(), fc.commands(commands, { size: '+1' }), (difficulty, seed, cmds) => {
      const state = newGame(kind, difficulty, seed);
      const model: Model = { cells: state.cells.slice(), hints: 0, mistakes: 0, won: false };
      fc.modelRun(() => ({ model, real: { state } }), cmds);
    }), { numRuns: 30 });
  });

  it('hints alone solve the puzzle, and the score is the base less the hint penalty', () => {
    fc.assert(fc.property(fc.constantFrom(...DIFFICULTIES), fc.nat(), (difficulty, seed) => {
      let s = newGame(kind, difficulty, seed);
      for (let i = 0; i < 200 && s.status === 'playing'; i++) s = logicReducer(s, { type: 'hint' });
      expect(s.status).toBe('won');
      expect(score(s)).toBe(Math.max(0, BASE_SCORE[difficulty] - s.hints * HINT_PENALTY[difficulty]));
    }), { numRuns: 15 });
  });
});
