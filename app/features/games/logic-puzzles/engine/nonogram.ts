/**
 * Nonogram: a square grid of filled (1) and empty (0) cells with run-length clues per row and column.
 * The solver propagates every line to a fixed point with a placement DP (which cells can be filled,
 * which can be empty, in some placement of the line's clues), then branches on an unknown cell and
 * counts solutions up to a limit. The generator draws random grids until the solver counts one.
 */
import type { Rng } from '../../shared/rng';
import type { Difficulty } from '../constants';
import { NONOGRAM_FILL_PERCENT, NONOGRAM_SIZE } from '../constants';

export const UNKNOWN = -1;
export type Knowledge = -1 | 0 | 1;

export interface NonogramPuzzle {
  kind: 'nonogram';
  size: number;
  rows: number[][];
  cols: number[][];
  solution: (0 | 1)[];
}

/** Run lengths of filled cells in one line. */
export function runsOf(line: readonly number[]): number[] {
  const runs: number[] = [];
  let run = 0;
  for (const v of line) {
    if (v === 1) run++;
    else if (run) { runs.push(run); run = 0; }
  }
  if (run) runs.push(run);
  return runs;
}

export function cluesOf(size: number, grid: readonly number[]): { rows: number[][]; cols: number[][] } {
  const rows: number[][] = [];
  const cols: number[][] = [];
  for (let i = 0; i < size; i++) {
    rows.push(runsOf(grid.slice(i * size, i * size + size)));
    cols.push(runsOf(Array.from({ length: size }, (_, r) => grid[r * size + i]!)));
  }
  return { rows, cols };
}

/**
 * What one line allows: for each cell whether some placement fills it and whether some leaves it
 * empty. Null when no placement fits what is known.
 */
export function solveLine(clues: readonly number[], known: readonly Knowledge[]): Knowledge[] | null {
  const n = known.length;
  const k = clues.length;
  // fits[j][i]: block j can start at i (no known empty inside, no known filled right after it).
  const fits = (j: number, i: number): boolean => {
    const len = clues[j]!;
    if (i + len > n) return false;
    for (let c = i; c < i + len; c++) if (known[c] === 0) return false;
    return i + len === n || known[i + len] !== 1;
  };
  // tail[i][j]: cells i.. can hold blocks j.. ; index (i * (k + 1) + j).
  const tail = new Array<boolean>((n + 1) * (k + 1)).fill(false);
  for (let i = n; i >= 0; i--) {
    for (let j = k; j >= 0; j--) {
      let ok: boolean;
      if (i === n) ok = j === k;
      else {
        ok = known[i] !== 1 && tail[(i + 1) * (k + 1) + j]!;
        if (!ok && j < k && fits(j, i)) ok = tail[Math.min(n, i + clues[j]! + 1) * (k + 1) + j + 1]!;
      }
      tail[i * (k + 1) + j] = ok;
    }
  }
  if (!tail[0]) return null;
  const canFill = new Array<boolean>(n).fill(false);
  const canEmpty = new Array<boolean>(n).fill(false);
  const reached = new Array<boolean>((n + 1) * (k + 1)).fill(false);
  reached[0] = true;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= k; j++) {
      if (!reached[i * (k + 1) + j] || !tail[i * (k + 1) + j]) continue;
      if (known[i] !== 1 && tail[(i + 1) * (k + 1) + j]) {
        canEmpty[i] = true;
        reached[(i + 1) * (k + 1) + j] = true;
      }
      if (j < k && fits(j, i)) {
        const next = Math.min(n, i + clues[j]! + 1);
        if (!tail[next * (k + 1) + j + 1]) continue;
        for (let c = i; c < i + clues[j]!; c++) canFill[c] = true;
        if (i + clues[j]! < n) canEmpty[i + clues[j]!] = true;
        reached[next * (k + 1) + j + 1] = true;
      }
    }
  }
  return known.map((_, i) => (canFill[i] && canEmpty[i] ? UNKNOWN : canFill[i] ? 1 : 0));
}

const rowCells = (size: number, r: number) => Array.from({ length: size }, (_, c) => r * size + c);
const colCells = (size: number, c: number) => Array.from({ length: size }, (_, r) => r * size + c);

/** Line solving to a fixed point, in place. False on contradiction. */
export function propagate(puzzle: Pick<NonogramPuzzle, 'size' | 'rows' | 'cols'>, grid: Knowledge[]): boolean {
  const { size } = puzzle;
  const lines = [
    ...puzzle.rows.map((clues, r) => ({ clues, cells: rowCells(size, r) })),
    ...puzzle.cols.map((clues, c) => ({ clues, cells: colCells(size, c) })),
  ];
  let changed = true;
  while (changed) {
    changed = false;
    for (const { clues, cells } of lines) {
      const known = cells.map((i) => grid[i]!);
      if (!known.includes(UNKNOWN)) {
        if (runsOf(known).join() !== clues.join()) return false;
        continue;
      }
      const next = solveLine(clues, known);
      if (!next) return false;
      next.forEach((v, p) => {
        if (v !== UNKNOWN && known[p] === UNKNOWN) { grid[cells[p]!] = v; changed = true; }
      });
    }
  }
  return true;
}

/** How many grids satisfy the clues, counting no further than `limit`. */
export function countNonogramSolutions(puzzle: Pick<NonogramPuzzle, 'size' | 'rows' | 'cols'>, limit = 2): number {
  let count = 0;
  const walk = (grid: Knowledge[]): boolean => {
    if (!propagate(puzzle, grid)) return false;
    const open = grid.indexOf(UNKNOWN);
    if (open === -1) return ++count >= limit;
    for (const v of [1, 0] as const) {
      const next = grid.slice();
      next[open] = v;
      if (walk(next)) return true;
    }
    return false;
  };
  walk(new Array<Knowledge>(puzzle.size * puzzle.size).fill(UNKNOWN));
  return count;
}

export function generateNonogram(rng: Rng, difficulty: Difficulty): NonogramPuzzle {
  const size = NONOGRAM_SIZE[difficulty];
  for (;;) {
    const solution = Array.from({ length: size * size }, () => (rng.int(1, 100) <= NONOGRAM_FILL_PERCENT ? 1 : 0) as 0 | 1);
    const { rows, cols } = cluesOf(size, solution);
    // An empty line gives nothing to play with; draw again.
    if (rows.some((r) => r.length === 0) || cols.some((c) => c.length === 0)) continue;
    if (countNonogramSolutions({ size, rows, cols }, 2) === 1) return { kind: 'nonogram', size, rows, cols, solution };
  }
}
