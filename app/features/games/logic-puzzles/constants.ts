/** Logic puzzles: difficulties, sizes and scoring, named once. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const PUZZLE_KINDS = ['sudoku', 'nonogram'] as const;
export type PuzzleKind = (typeof PUZZLE_KINDS)[number];

/** Givens left in a Sudoku; the generator stops removing at this count (or when no removal keeps one solution). */
export const SUDOKU_GIVENS: Record<Difficulty, number> = { easy: 40, medium: 32, hard: 26 };

/** Nonogram side length per difficulty. */
export const NONOGRAM_SIZE: Record<Difficulty, number> = { easy: 5, medium: 10, hard: 12 };
/** Chance, in percent, that a cell of a generated nonogram is filled. */
export const NONOGRAM_FILL_PERCENT = 58;

/** A solved puzzle is worth this much before penalties. */
export const BASE_SCORE: Record<Difficulty, number> = { easy: 1000, medium: 2000, hard: 3000 };
/** A hint costs 5% of the base, each mistake a check finds 2.5%: solving by hints alone earns little or nothing. */
export const HINT_PENALTY: Record<Difficulty, number> = { easy: 50, medium: 100, hard: 150 };
export const MISTAKE_PENALTY: Record<Difficulty, number> = { easy: 25, medium: 50, hard: 75 };
