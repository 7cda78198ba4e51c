/**
 * Mental rotation: which option is the shape only turned? The distractors are mirror images, and the
 * shapes are chiral pentominoes without rotational symmetry, so exactly one option is right.
 */
import type { DifficultyLevel } from '../../../../catalog/quiz/questions';
import { levelOf } from '../../psychometrics/item-bank';
import { pickDistinct, roundB, type Grid, type Question } from './types';

const PENTOMINOES: Readonly<Record<string, Grid>> = {
  F: [[0, 1], [0, 2], [1, 0], [1, 1], [2, 1]],
  L: [[0, 0], [1, 0], [2, 0], [3, 0], [3, 1]],
  N: [[0, 1], [1, 1], [2, 0], [2, 1], [3, 0]],
  P: [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0]],
  Y: [[0, 1], [1, 0], [1, 1], [2, 1], [3, 1]],
};

export function normalize(grid: Grid): Grid {
  const minR = Math.min(...grid.map(([r]) => r));
  const minC = Math.min(...grid.map(([, c]) => c));
  return grid.map(([r, c]) => [r - minR, c - minC] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** A quarter turn clockwise, `times` times. */
export function rotate(grid: Grid, times: number): Grid {
  let out = grid;
  for (let i = 0; i < ((times % 4) + 4) % 4; i += 1) out = out.map(([r, c]) => [c, -r] as const);
  return normalize(out);
}

export const mirror = (grid: Grid): Grid => normalize(grid.map(([r, c]) => [r, -c] as const));
export const gridKey = (grid: Grid) => normalize(grid).map(([r, c]) => `${r}.${c}`).join(' ');

export const PENTOMINO_NAMES = Object.keys(PENTOMINOES);
/** Shapes whose mirror image is hardest to tell apart (the author's guess): one level up. */
const HARD_SHAPES: ReadonlySet<string> = new Set(['F', 'N']);

/** Pentomino `name` turned `turn` quarter turns (1–3) among three mirror images. A half turn is easier than a quarter turn. */
export function rotationQuestion(id: string, name: string, turn: number, random: () => number): Question {
  const shape = normalize(PENTOMINOES[name] ?? []);
  const answer = rotate(shape, turn);
  const mirrorTurns = pickDistinct([0, 1, 2, 3], 3, random);
  const distractors = mirrorTurns.map((t) => rotate(mirror(shape), t));
  const correct = Math.floor(random() * 4);
  const grids = [...distractors];
  grids.splice(correct, 0, answer);
  return {
    id,
    category: 'spatial',
    prompt: 'Which figure is the shape shown only turned, not flipped over?',
    figure: { kind: 'grid', grid: shape },
    // Neutral names: the words must not give the answer away.
    options: grids.map((grid, i) => ({ label: `Shape ${'ABCD'[i]}`, figure: { kind: 'grid' as const, grid } })),
    correct,
    level: ((turn === 2 ? 2 : 3) + (HARD_SHAPES.has(name) ? 1 : 0)) as DifficultyLevel,
  };
}

/** Shapes for the wider rotation items (ids rw-…): a chiral tetromino (easier) and chiral hexominoes (harder), none symmetric under a turn. */
const WIDE_SHAPES: Readonly<Record<string, Grid>> = {
  L4: [[0, 0], [1, 0], [2, 0], [2, 1]],
  H1: [[0, 0], [1, 0], [1, 1], [2, 1], [3, 1], [3, 2]],
  H2: [[0, 1], [1, 0], [1, 1], [1, 2], [2, 0], [3, 0]],
  H3: [[0, 0], [0, 1], [1, 1], [2, 1], [2, 2], [3, 2]],
};
export const WIDE_SHAPE_NAMES = Object.keys(WIDE_SHAPES);

/**
 * Difficulty model of the rotation items (provisional b, θ units), anchored on the authored
 * pentomino levels (a half turn at level 2, a quarter turn at level 3): b = −0.8, + 0.5 per square
 * beyond five (a bigger shape holds more to compare), + 0.8 for a quarter turn (mental rotation takes
 * longer and fails more the larger the angle: Shepard and Metzler 1971), + 0.4 when all four mirror
 * images are offered (five options: no orientation can be ruled out by its outline alone).
 */
export function rotationB(squares: number, turn: number, allMirrors: boolean): number {
  return -0.8 + 0.5 * (squares - 5) + (turn === 2 ? 0 : 0.8) + (allMirrors ? 0.4 : 0);
}

/** Shape `name` of the wider set turned `turn` quarter turns, among three mirror images, or all four. */
export function wideRotationQuestion(id: string, name: string, turn: number, allMirrors: boolean, random: () => number): Question {
  const shape = normalize(WIDE_SHAPES[name] ?? []);
  const answer = rotate(shape, turn);
  const mirrorTurns = pickDistinct([0, 1, 2, 3], allMirrors ? 4 : 3, random);
  const grids = mirrorTurns.map((t) => rotate(mirror(shape), t));
  const correct = Math.floor(random() * (grids.length + 1));
  grids.splice(correct, 0, answer);
  const modelB = roundB(rotationB(shape.length, turn, allMirrors));
  return {
    id,
    category: 'spatial',
    prompt: 'Which figure is the shape shown only turned, not flipped over?',
    figure: { kind: 'grid', grid: shape },
    options: grids.map((grid, i) => ({ label: `Shape ${'ABCDE'[i]}`, figure: { kind: 'grid' as const, grid } })),
    correct,
    level: levelOf(modelB),
    modelB,
  };
}
