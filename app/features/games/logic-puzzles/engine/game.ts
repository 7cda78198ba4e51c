/**
 * The logic-puzzle game as a pure reducer: a seed, a kind and a difficulty make the puzzle; the
 * player's entries, hints, mistake checks and the score live in the state. No DOM, no timers.
 */
import { seededRng } from '../../shared/rng';
import { BASE_SCORE, HINT_PENALTY, MISTAKE_PENALTY, type Difficulty, type PuzzleKind } from '../constants';
import { generateNonogram, propagate, UNKNOWN, type Knowledge, type NonogramPuzzle } from './nonogram';
import { generateSudoku, sudokuCandidates, type SudokuPuzzle } from './sudoku';

export type Puzzle = SudokuPuzzle | NonogramPuzzle;

/** Nonogram cell marks as the player sets them. */
export const MARK = { blank: 0, filled: 1, crossed: 2 } as const;

export interface LogicState {
  kind: PuzzleKind;
  difficulty: Difficulty;
  seed: number;
  puzzle: Puzzle;
  /** Sudoku: digit or 0. Nonogram: MARK values. */
  cells: number[];
  /** Cells the last check found wrong; cleared when the cell changes. */
  wrong: number[];
  hinted: number[];
  cursor: number;
  hints: number;
  mistakes: number;
  moves: number;
  status: 'playing' | 'won';
}

export type LogicAction =
  | { type: 'select'; cell: number }
  | { type: 'move'; dx: number; dy: number }
  /** Sudoku: a digit 1–9 or 0 to clear. Nonogram: a MARK value. */
  | { type: 'enter'; value: number; cell?: number }
  | { type: 'hint' }
  | { type: 'check' };

export const sideOf = (puzzle: Puzzle): number => (puzzle.kind === 'sudoku' ? 9 : puzzle.size);

export function generatePuzzle(kind: PuzzleKind, difficulty: Difficulty, seed: number): Puzzle {
  const rng = seededRng(seed);
  return kind === 'sudoku' ? generateSudoku(rng, difficulty) : generateNonogram(rng, difficulty);
}

export function newGame(kind: PuzzleKind, difficulty: Difficulty, seed: number): LogicState {
  const puzzle = generatePuzzle(kind, difficulty, seed);
  const cells = puzzle.kind === 'sudoku' ? puzzle.givens.slice() : new Array<number>(puzzle.size ** 2).fill(MARK.blank);
  return { kind: puzzle.kind, difficulty, seed, puzzle, cells, wrong: [], hinted: [], cursor: 0, hints: 0, mistakes: 0, moves: 0, status: 'playing' };
}

/** What the solution holds in a cell, in the player's terms. */
export function answerAt(puzzle: Puzzle, cell: number): number {
  return puzzle.kind === 'sudoku' ? puzzle.solution[cell]! : puzzle.solution[cell] === 1 ? MARK.filled : MARK.crossed;
}

export const isGiven = (state: LogicState, cell: number): boolean =>
  state.puzzle.kind === 'sudoku' && state.puzzle.givens[cell] !== 0;

/** A cell is wrong when it holds an entry that differs from the solution (a blank is never wrong). */
function isWrongEntry(state: LogicState, cell: number): boolean {
  const v = state.cells[cell]!;
  if (state.puzzle.kind === 'sudoku') return v !== 0 && v !== state.puzzle.solution[cell];
  if (v === MARK.blank) return false;
  return v !== answerAt(state.puzzle, cell);
}

export function isSolved(state: Pick<LogicState, 'puzzle' | 'cells'>): boolean {
  const { puzzle, cells } = state;
  if (puzzle.kind === 'sudoku') return cells.every((v, i) => v === puzzle.solution[i]);
  // Blanks count as empty: filling exactly the solution's cells solves a nonogram.
  return cells.every((v, i) => (v === MARK.filled ? 1 : 0) === puzzle.solution[i]);
}

/** What solving is worth: the difficulty's base less hints and checked mistakes (final once won). */
export function score(state: LogicState): number {
  return Math.max(0, BASE_SCORE[state.difficulty] - state.hints * HINT_PENALTY[state.difficulty] - state.mistakes * MISTAKE_PENALTY[state.difficulty]);
}

/** The cell a hint fills: a wrong entry first, else the easiest open cell; -1 when none. */
export function hintCell(state: LogicState): number {
  const n = state.cells.length;
  for (let i = 0; i < n; i++) if (isWrongEntry(state, i)) return i;
  const { puzzle } = state;
  if (puzzle.kind === 'sudoku') {
    let best = -1;
    let fewest = 10;
    for (let i = 0; i < n; i++) {
      if (state.cells[i] !== 0) continue;
      const c = sudokuCandidates(state.cells, i).length;
      if (c < fewest) { fewest = c; best = i; }
    }
    return best;
  }
  // Nonogram: a cell that line solving deduces from the marks so far, else the first open one.
  const known: Knowledge[] = state.cells.map((v) => (v === MARK.filled ? 1 : v === MARK.crossed ? 0 : UNKNOWN));
  const deduced = known.slice();
  propagate(puzzle, deduced);
  const open = (i: number) => state.cells[i] === MARK.blank && puzzle.solution[i] === 1;
  for (let i = 0; i < n; i++) if (known[i] === UNKNOWN && deduced[i] !== UNKNOWN && open(i)) return i;
  for (let i = 0; i < n; i++) if (open(i)) return i;
  return -1;
}

function enter(state: LogicState, cell: number, value: number): LogicState {
  if (isGiven(state, cell) || state.cells[cell] === value) return { ...state, cursor: cell };
  const cells = state.cells.slice();
  cells[cell] = value;
  const next: LogicState = { ...state, cells, cursor: cell, moves: state.moves + 1, wrong: state.wrong.filter((w) => w !== cell) };
  return isSolved(next) ? { ...next, status: 'won', wrong: [] } : next;
}

function validValue(state: LogicState, value: number): boolean {
  if (!Number.isInteger(value)) return false;
  return state.kind === 'sudoku' ? value >= 0 && value <= 9 : value >= MARK.blank && value <= MARK.crossed;
}

export function logicReducer(state: LogicState, action: LogicAction): LogicState {
  const side = sideOf(state.puzzle);
  const total = state.cells.length;
  if (action.type === 'select') return action.cell >= 0 && action.cell < total ? { ...state, cursor: action.cell } : state;
  if (action.type === 'move') {
    const r = (Math.floor(state.cursor / side) + action.dy + side) % side;
    const c = ((state.cursor % side) + action.dx + side) % side;
    return { ...state, cursor: r * side + c };
  }
  if (state.status === 'won') return state;
  switch (action.type) {
    case 'enter': {
      const cell = action.cell ?? state.cursor;
      if (cell < 0 || cell >= total || !validValue(state, action.value)) return state;
      return enter(state, cell, action.value);
    }
    case 'hint': {
      const cell = hintCell(state);
      if (cell === -1) return state;
      const next = enter({ ...state, hints: state.hints + 1, hinted: [...state.hinted, cell] }, cell, answerAt(state.puzzle, cell));
      return next;
    }
    case 'check': {
      const wrong = state.cells.flatMap((_, i) => (isWrongEntry(state, i) ? [i] : []));
      return { ...state, wrong, mistakes: state.mistakes + wrong.length };
    }
  }
}
