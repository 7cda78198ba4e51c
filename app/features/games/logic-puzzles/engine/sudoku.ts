/**
 * Sudoku: a 9×9 grid as 81 numbers (0 = empty). The solver counts solutions up to a limit with
 * bitmask candidates and most-constrained-cell first; the generator fills a grid at random, then
 * removes givens in random order and keeps a removal only while the solver still counts exactly one.
 */
import type { Rng } from '../../shared/rng';
import { shuffled } from '../../shared/shuffle';
import type { Difficulty } from '../constants';
import { SUDOKU_GIVENS } from '../constants';

export const SUDOKU_CELLS = 81;
const ALL = 0x3fe; // bits 1..9

const rowOf = (i: number) => Math.floor(i / 9);
const colOf = (i: number) => i % 9;
const boxOf = (i: number) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Mutable search state over one grid. */
class Search {
  readonly cells: number[];
  readonly rows = new Array<number>(9).fill(0);
  readonly cols = new Array<number>(9).fill(0);
  readonly boxes = new Array<number>(9).fill(0);
  /** False when two givens clash: such a grid has no solution. */
  readonly consistent: boolean;

  constructor(grid: readonly number[]) {
    this.cells = grid.slice();
    let ok = grid.length === SUDOKU_CELLS;
    grid.forEach((v, i) => {
      if (v === 0) return;
      if (!Number.isInteger(v) || v < 0 || v > 9) { ok = false; return; }
      const bit = 1 << v;
      if ((this.rows[rowOf(i)]! | this.cols[colOf(i)]! | this.boxes[boxOf(i)]!) & bit) ok = false;
      this.place(i, v);
    });
    this.consistent = ok;
  }

  place(i: number, v: number): void {
    const bit = 1 << v;
    this.cells[i] = v;
    this.rows[rowOf(i)]! |= bit;
    this.cols[colOf(i)]! |= bit;
    this.boxes[boxOf(i)]! |= bit;
  }

  unplace(i: number, v: number): void {
    const bit = ~(1 << v);
    this.cells[i] = 0;
    this.rows[rowOf(i)]! &= bit;
    this.cols[colOf(i)]! &= bit;
    this.boxes[boxOf(i)]! &= bit;
  }

  candidates(i: number): number {
    return ALL & ~(this.rows[rowOf(i)]! | this.cols[colOf(i)]! | this.boxes[boxOf(i)]!);
  }

  /** The empty cell with fewest candidates; -1 when the grid is full. */
  mostConstrained(): { cell: number; mask: number } {
    let cell = -1;
    let mask = 0;
    let best = 10;
    for (let i = 0; i < SUDOKU_CELLS; i++) {
      if (this.cells[i] !== 0) continue;
      const m = this.candidates(i);
      const n = popcount(m);
      if (n < best) { best = n; cell = i; mask = m; if (n <= 1) break; }
    }
    return { cell, mask };
  }
}

const digitsOf = (mask: number): number[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << d));

/** How many solutions the grid has, counting no further than `limit` (2 proves uniqueness). */
export function countSudokuSolutions(grid: readonly number[], limit = 2): number {
  const search = new Search(grid);
  if (!search.consistent) return 0;
  let count = 0;
  const walk = (): boolean => {
    const { cell, mask } = search.mostConstrained();
    if (cell === -1) return ++count >= limit;
    for (const d of digitsOf(mask)) {
      search.place(cell, d);
      if (walk()) return true;
      search.unplace(cell, d);
    }
    return false;
  };
  walk();
  return count;
}

/** A complete valid grid chosen at random by `rng`. */
function randomSolution(rng: Rng): number[] {
  const search = new Search(new Array<number>(SUDOKU_CELLS).fill(0));
  const walk = (): boolean => {
    const { cell, mask } = search.mostConstrained();
    if (cell === -1) return true;
    for (const d of shuffled(rng, digitsOf(mask))) {
      search.place(cell, d);
      if (walk()) return true;
      search.unplace(cell, d);
    }
    return false;
  };
  walk();
  return search.cells;
}

export interface SudokuPuzzle {
  kind: 'sudoku';
  givens: number[];
  solution: number[];
}

export function generateSudoku(rng: Rng, difficulty: Difficulty): SudokuPuzzle {
  const solution = randomSolution(rng);
  const givens = solution.slice();
  let count = SUDOKU_CELLS;
  for (const i of shuffled(rng, [...Array(SUDOKU_CELLS).keys()])) {
    if (count <= SUDOKU_GIVENS[difficulty]) break;
    const kept = givens[i]!;
    givens[i] = 0;
    if (countSudokuSolutions(givens, 2) === 1) count--;
    else givens[i] = kept;
  }
  return { kind: 'sudoku', givens, solution };
}

/** The digits a cell may still take given the other filled cells (for hints and pencil help). */
export function sudokuCandidates(grid: readonly number[], cell: number): number[] {
  const others = grid.slice();
  others[cell] = 0;
  return digitsOf(new Search(others).candidates(cell));
}
