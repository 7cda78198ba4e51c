/** Symbol matrices: 3 x 3 cells, each row one shape, counts changing across columns; the last cell is missing. */
import { levelOf } from '../../psychometrics/item-bank';
import { pickDistinct, placeAnswer, roundB, type MatrixCell, type Question } from './types';

const SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;

export const describeCell = (c: MatrixCell) => `${c.count} ${c.shape}${c.count === 1 ? '' : 's'}`;

/**
 * A matrix item. `latin`: shapes rotate so each appears once per row and column (harder than rows
 * that keep their shape); `falling`: counts run 3, 2, 1 (a little harder than 1, 2, 3).
 */
export function matrixQuestion(id: string, latin: boolean, falling: boolean, random: () => number): Question {
  const rows = pickDistinct(SHAPES, 3, random);
  const counts = falling ? [3, 2, 1] : [1, 2, 3];
  const cells: MatrixCell[] = [];
  for (let r = 0; r < 3; r += 1) {
    for (let c = 0; c < 3; c += 1) {
      // Either each row keeps its shape, or shapes rotate so each appears once per row and column.
      const shape = latin ? (rows[(r + c) % 3] ?? 'circle') : (rows[r] ?? 'circle');
      cells.push({ shape, count: counts[c] ?? 1 });
    }
  }
  const answer = cells[8] as MatrixCell;
  const otherShape = SHAPES.find((s) => s !== answer.shape && (latin ? true : s !== rows[2])) ?? 'circle';
  const otherCount = answer.count === 3 ? 2 : answer.count + 1;
  const distractors: MatrixCell[] = [
    { shape: otherShape, count: answer.count },
    { shape: answer.shape, count: otherCount },
    { shape: otherShape, count: otherCount },
  ];
  return { ...matrixItem(id, cells, answer, distractors, random), level: latin ? (falling ? 4 : 3) : falling ? 2 : 1 };
}

/** A matrix item without its difficulty: the grid with its last cell missing, the answer placed among the distractors. */
function matrixItem(id: string, cells: readonly MatrixCell[], answer: MatrixCell, distractors: readonly MatrixCell[], random: () => number): Omit<Question, 'level'> {
  const { options, correct } = placeAnswer(answer, distractors, random);
  return {
    id,
    category: 'matrices',
    prompt: 'Which cell completes the grid?',
    figure: { kind: 'matrix', cells: [...cells.slice(0, 8), null] },
    options: options.map((cell) => ({ label: describeCell(cell), figure: { kind: 'matrix' as const, cells: [cell] } })),
    correct,
  };
}

/** How the shapes run in a rule matrix: each row keeps one shape, or each shape once per row and column. */
export type ShapeRule = 'row' | 'latin';
/**
 * How the counts run: rising along each row (1, 2, 3); each count once per row and column, on the
 * other diagonal from a latin shape rule; or the third cell the sum of the first two.
 */
export type CountRule = 'rise' | 'latin' | 'sum';
export const SHAPE_RULES: readonly ShapeRule[] = ['row', 'latin'];
export const COUNT_RULES: readonly CountRule[] = ['rise', 'latin', 'sum'];

/**
 * Difficulty model of the rule matrices (provisional b, θ units): b = −2.0, + 0.9 when the shapes
 * follow a distribution of three (latin), + 1.1 when the counts do, + 1.4 when they add up, + 0.5 when
 * both are latin (two rules on crossing diagonals). The order is the one Carpenter, Just and Shell
 * (1990) and Embretson (1998) found: more rules, and rules of the harder types (distribution of three,
 * addition), make a matrix harder. The weights are guesses; calibration corrects each item.
 */
export function ruleMatrixB(shapes: ShapeRule, counts: CountRule): number {
  return -2.0 + (shapes === 'latin' ? 0.9 : 0) + (counts === 'latin' ? 1.1 : counts === 'sum' ? 1.4 : 0) + (shapes === 'latin' && counts === 'latin' ? 0.5 : 0);
}

/** The count in row r, column c (0–2) under a count rule; `pairs` are the sum rule's first two counts per row. */
export function countAt(rule: CountRule, r: number, c: number, pairs: readonly (readonly [number, number])[]): number {
  if (rule === 'rise') return c + 1;
  if (rule === 'latin') return 1 + ((c - r + 3) % 3);
  const [x, y] = pairs[r] ?? [1, 1];
  return c === 0 ? x : c === 1 ? y : x + y;
}

/**
 * A six-option rule matrix (ids mr6-…). The options are the full cross of three of the grid's
 * shapes and two of its counts, the answer's among them, so every shape shows twice and every count three times: no
 * option can be found by picking the most common features without solving the grid (the response
 * elimination that Arendasy and Sommer (2013) showed undermines matrices whose distractors each
 * differ from the key in one feature).
 */
export function ruleMatrixQuestion(id: string, shapes: ShapeRule, counts: CountRule, random: () => number): Question {
  const rows = pickDistinct(SHAPES, 3, random);
  const pairs = pickDistinct([[1, 1], [1, 2], [2, 1], [2, 2]] as const, 3, random);
  const cells: MatrixCell[] = [];
  for (let r = 0; r < 3; r += 1) {
    for (let c = 0; c < 3; c += 1) {
      const shape = shapes === 'latin' ? (rows[(r + c) % 3] ?? 'circle') : (rows[r] ?? 'circle');
      cells.push({ shape, count: countAt(counts, r, c, pairs) });
    }
  }
  const answer = cells[8] as MatrixCell;
  // Distractors use only the grid's own shapes and counts: a feature the grid never shows would give itself away.
  const otherShapes = pickDistinct([...new Set(cells.map((cell) => cell.shape))].filter((s) => s !== answer.shape), 2, random);
  const shown = [...new Set(cells.slice(0, 8).map((cell) => cell.count))].filter((n) => n !== answer.count);
  const otherCount = shown[Math.floor(random() * shown.length)] ?? (answer.count === 1 ? 2 : answer.count - 1);
  const cross = [answer.shape, ...otherShapes].flatMap((shape) => [answer.count, otherCount].map((count) => ({ shape, count })));
  const distractors = cross.filter((cell) => !(cell.shape === answer.shape && cell.count === answer.count));
  const item = matrixItem(id, cells, answer, pickDistinct(distractors, distractors.length, random), random);
  const modelB = roundB(ruleMatrixB(shapes, counts));
  return { ...item, level: levelOf(modelB), modelB };
}
