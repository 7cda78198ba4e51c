/**
 * The 20 quiz questions as the shopper sees them (app §2 and §9 in docs/spec-coverage.md): prompt, 4 answers and,
 * for matrices, the grid (built from its rules, see matrix.ts). Apart from their answer key and
 * difficulty (questions.ts, which the service scores with), so the quiz's first load carries only what
 * it shows (issue 13's budget).
 */
import { buildMatrix, describeCell, type MatrixItem } from './matrix';

export type QuestionKind = 'number-series' | 'analogy' | 'matrix' | 'logic' | 'spatial';

export interface QuizItem {
  readonly id: number;
  readonly kind: QuestionKind;
  readonly prompt: string;
  readonly answers: readonly [string, string, string, string];
  /** Matrix items: the grid drawn as SVG; `answers` then describe the option figures in words. */
  readonly matrix?: MatrixItem;
}

/** A matrix question: the answers are the options in words. */
function matrixItem(id: number, prompt: string, item: MatrixItem): QuizItem {
  const [a, b, c, d] = item.options.map(describeCell);
  if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error(`matrix ${id} needs 4 options`);
  return { id, kind: 'matrix', prompt, answers: [a, b, c, d], matrix: item };
}

const MATRIX_3 = buildMatrix(
  { shape: { rule: 'by-row', values: ['circle', 'square', 'triangle'] }, count: { rule: 'by-column', values: [1, 2, 3] }, fill: { rule: 'by-row', values: ['solid', 'solid', 'solid'] } },
  [{ count: 2 }, { shape: 'circle' }, { fill: 'outline' }],
  2,
);
const MATRIX_9 = buildMatrix(
  { shape: { rule: 'latin', values: ['circle', 'triangle', 'square'] }, count: { rule: 'by-row', values: [1, 2, 3] }, fill: { rule: 'by-column', values: ['solid', 'outline', 'striped'] } },
  [{ shape: 'square' }, { count: 2 }, { fill: 'solid' }],
  1,
);
const MATRIX_15 = buildMatrix(
  { shape: { rule: 'by-column', values: ['diamond', 'circle', 'square'] }, count: { rule: 'latin', values: [1, 2, 3] }, fill: { rule: 'latin', values: ['outline', 'solid', 'striped'] } },
  [{ count: 3 }, { shape: 'diamond' }, { fill: 'striped' }],
  0,
);
const MATRIX_19 = buildMatrix(
  { shape: { rule: 'latin', values: ['square', 'diamond', 'triangle'] }, count: { rule: 'by-column', values: [3, 2, 1] }, fill: { rule: 'latin', values: ['striped', 'outline', 'solid'] } },
  [{ shape: 'triangle' }, { count: 2 }, { fill: 'striped' }],
  3,
);

export const QUIZ_ITEMS: readonly QuizItem[] = [
  { id: 1, kind: 'number-series', prompt: 'Which number comes next? 2, 4, 8, 16, …', answers: ['18', '24', '32', '30'] },
  { id: 2, kind: 'analogy', prompt: 'Book is to reading as fork is to …', answers: ['drawing', 'eating', 'writing', 'stirring'] },
  matrixItem(3, 'Which figure completes the grid?', MATRIX_3),
  { id: 4, kind: 'number-series', prompt: 'Which number comes next? 3, 6, 11, 18, 27, …', answers: ['36', '38', '35', '40'] },
  { id: 5, kind: 'logic', prompt: 'All bloops are razzies and all razzies are lazzies. Are all bloops lazzies?', answers: ['Yes', 'No', 'Only some', 'It cannot be told'] },
  { id: 6, kind: 'spatial', prompt: 'A cube is painted on all sides and cut into 27 equal cubes. How many small cubes have exactly two painted faces?', answers: ['8', '6', '12', '24'] },
  { id: 7, kind: 'analogy', prompt: 'Hand is to glove as foot is to …', answers: ['leg', 'sock', 'toe', 'shoe lace'] },
  { id: 8, kind: 'number-series', prompt: 'Which number comes next? 1, 1, 2, 3, 5, 8, …', answers: ['11', '12', '13', '14'] },
  matrixItem(9, 'Which figure completes the grid? Look at rows and columns.', MATRIX_9),
  { id: 10, kind: 'logic', prompt: 'Tom is taller than Ana. Ana is taller than Raj. Who is the shortest?', answers: ['Tom', 'Ana', 'Raj', 'It cannot be told'] },
  { id: 11, kind: 'spatial', prompt: 'You face north, turn right, then turn right again, then turn left. Which way do you face?', answers: ['North', 'East', 'South', 'West'] },
  { id: 12, kind: 'number-series', prompt: 'Which number comes next? 81, 27, 9, 3, …', answers: ['0', '1', '3', '-3'] },
  { id: 13, kind: 'analogy', prompt: 'Sculptor is to statue as author is to …', answers: ['library', 'novel', 'pen', 'reader'] },
  { id: 14, kind: 'logic', prompt: 'If it rains, the street is wet. The street is dry. What follows?', answers: ['It rained', 'It did not rain', 'It will rain', 'Nothing follows'] },
  matrixItem(15, 'Which figure fills the empty cell?', MATRIX_15),
  { id: 16, kind: 'number-series', prompt: 'Which letter comes next? A, C, F, J, O, …', answers: ['T', 'U', 'S', 'V'] },
  { id: 17, kind: 'logic', prompt: 'A bat and a ball cost $1.10 together. The bat costs $1.00 more than the ball. What does the ball cost?', answers: ['$0.10', '$0.05', '$0.01', '$0.15'] },
  { id: 18, kind: 'spatial', prompt: 'How many triangles are in a square split by both of its diagonals?', answers: ['4', '6', '8', '10'] },
  matrixItem(19, 'Which figure belongs in the last cell?', MATRIX_19),
  { id: 20, kind: 'number-series', prompt: 'Which number comes next? 2, 3, 5, 7, 11, 13, …', answers: ['15', '16', '17', '19'] },
];
