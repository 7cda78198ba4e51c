/**
 * Every generated logic puzzle, at every difficulty, has exactly one solution: the project's own
 * solvers count solutions up to two and must find one, and that one is the stored solution.
 * Run counts keep this file near a few seconds (measured: see docs/notes of issue 15).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../../app/features/games/logic-puzzles/constants';
import { generatePuzzle } from '../../../../app/features/games/logic-puzzles/engine/game';
import { cluesOf, countNonogramSolutions } from '../../../../app/features/games/logic-puzzles/engine/nonogram';
import { countSudokuSolutions } from '../../../../app/features/games/logic-puzzles/engine/sudoku';

const seed = fc.integer({ min: 0, max: 0x7fffffff });
const RUNS = 100;

function isValidSudoku(grid: readonly number[]): boolean {
  const groups: number[][] = [];
  for (let k = 0; k < 9; k++) {
    groups.push([...Array(9).keys()].map((c) => k * 9 + c));
    groups.push([...Array(9).keys()].map((r) => r * 9 + k));
    groups.push([...Array(9).keys()].map((j) => (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3)));
  }
  return groups.every((g) => new Set(g.map((i) => grid[i])).size === 9 && g.every((i) => grid[i]! >= 1 && grid[i]! <= 9));
}

describe.each(DIFFICULTIES)('logic puzzles, %s', (difficulty) => {
  it('a Sudoku has exactly one solution, the stored one, and keeps its givens', () => {
    fc.assert(fc.property(seed, (s) => {
      const p = generatePuzzle('sudoku', difficulty, s);
      if (p.kind !== 'sudoku') throw new Error('expected a sudoku');
      expect(isValidSudoku(p.solution)).toBe(true);
      expect(p.givens.every((v, i) => v === 0 || v === p.solution[i])).toBe(true);
      expect(countSudokuSolutions(p.givens, 2)).toBe(1);
      // The stored solution is that one: adding it as givens keeps the grid solvable.
      expect(countSudokuSolutions(p.solution, 2)).toBe(1);
    }), { numRuns: RUNS });
  });

  it('a nonogram has exactly one solution, whose clues are the puzzle', () => {
    fc.assert(fc.property(seed, (s) => {
      const p = generatePuzzle('nonogram', difficulty, s);
      if (p.kind !== 'nonogram') throw new Error('expected a nonogram');
      expect(cluesOf(p.size, p.solution)).toEqual({ rows: p.rows, cols: p.cols });
      expect(countNonogramSolutions(p, 2)).toBe(1);
    }), { numRuns: RUNS });
  });
});

describe('the solution counters', () => {
  it('count two or more for a Sudoku with too few givens, and zero for clashing givens', () => {
    fc.assert(fc.property(seed, (s) => {
      const p = generatePuzzle('sudoku', 'easy', s);
      if (p.kind !== 'sudoku') throw new Error('expected a sudoku');
      const sparse = p.givens.map((v, i) => (i < 60 ? 0 : v));
      expect(countSudokuSolutions(sparse, 2)).toBe(2);
      const clash = new Array<number>(81).fill(0);
      clash[0] = 5;
      clash[1] = 5;
      expect(countSudokuSolutions(clash, 2)).toBe(0);
    }), { numRuns: 20 });
  });

  it('count two for a nonogram whose clues fit a swapped square', () => {
    // 1 0 / 0 1 and 0 1 / 1 0 share the clues [1],[1] / [1],[1].
    expect(countNonogramSolutions({ size: 2, rows: [[1], [1]], cols: [[1], [1]] }, 2)).toBe(2);
    expect(countNonogramSolutions({ size: 2, rows: [[2], [1]], cols: [[1], [2]] }, 2)).toBe(1);
    expect(countNonogramSolutions({ size: 2, rows: [[2], [2]], cols: [[1], [2]] }, 2)).toBe(0);
  });
});
