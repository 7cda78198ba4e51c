/**
 * The 20 quiz questions (app-spec sections 2 and 9): 4 answers each, exactly one correct.
 * Written by hand across reasoning kinds (matrices built from their rules, see matrix.ts);
 * `questions.test.ts` checks every answer key, solving each matrix from its visible cells.
 */
import { buildMatrix, describeCell, type MatrixItem } from './matrix';

export { QUIZ_QUESTION_COUNT } from './question-count';
export const QUIZ_ANSWER_COUNT = 4;

export type QuestionKind = 'number-series' | 'analogy' | 'matrix' | 'logic' | 'spatial';

export interface QuizQuestion {
  readonly id: number;
  readonly kind: QuestionKind;
  readonly prompt: string;
  readonly answers: readonly [string, string, string, string];
  /** Index into `answers` of the one correct answer. */
  readonly correct: 0 | 1 | 2 | 3;
  /** Why the answer is right, for the results page and for reviewers of the key. */
  readonly rationale: string;
  /**
   * The author's difficulty guess, 1 (easiest) to 5: the start of the item's provisional difficulty
   * until enough answers calibrate it (simulator/psychometrics/item-bank.ts documents the mapping).
   */
  readonly level: DifficultyLevel;
  /** Matrix items: the grid drawn as SVG; `answers` then describe the option figures in words. */
  readonly matrix?: MatrixItem;
}

export type DifficultyLevel = 1 | 2 | 3 | 4 | 5;

/** A matrix question: the answers are the options in words, the key is the item's own. */
function matrixQuestion(id: number, prompt: string, item: MatrixItem, rationale: string, level: DifficultyLevel): QuizQuestion {
  const [a, b, c, d] = item.options.map(describeCell);
  if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error(`matrix ${id} needs 4 options`);
  return { id, kind: 'matrix', prompt, answers: [a, b, c, d], correct: item.correct, rationale, level, matrix: item };
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

export const QUESTIONS: readonly QuizQuestion[] = [
  { id: 1, kind: 'number-series', prompt: 'Which number comes next? 2, 4, 8, 16, …', answers: ['18', '24', '32', '30'], correct: 2, rationale: 'Each number doubles.', level: 1 },
  { id: 2, kind: 'analogy', prompt: 'Book is to reading as fork is to …', answers: ['drawing', 'eating', 'writing', 'stirring'], correct: 1, rationale: 'A book is used for reading; a fork for eating.', level: 1 },
  matrixQuestion(3, 'Which figure completes the grid?', MATRIX_3, 'The shape is fixed along each row and the count grows along each column.', 2),
  { id: 4, kind: 'number-series', prompt: 'Which number comes next? 3, 6, 11, 18, 27, …', answers: ['36', '38', '35', '40'], correct: 1, rationale: 'The gaps grow by 2: +3, +5, +7, +9, +11.', level: 2 },
  { id: 5, kind: 'logic', prompt: 'All bloops are razzies and all razzies are lazzies. Are all bloops lazzies?', answers: ['Yes', 'No', 'Only some', 'It cannot be told'], correct: 0, rationale: 'The inclusion is transitive.', level: 2 },
  { id: 6, kind: 'spatial', prompt: 'A cube is painted on all sides and cut into 27 equal cubes. How many small cubes have exactly two painted faces?', answers: ['8', '6', '12', '24'], correct: 2, rationale: 'One per edge of the big cube: 12 edges.', level: 4 },
  { id: 7, kind: 'analogy', prompt: 'Hand is to glove as foot is to …', answers: ['leg', 'sock', 'toe', 'shoe lace'], correct: 1, rationale: 'A glove covers a hand closely as a sock covers a foot.', level: 1 },
  { id: 8, kind: 'number-series', prompt: 'Which number comes next? 1, 1, 2, 3, 5, 8, …', answers: ['11', '12', '13', '14'], correct: 2, rationale: 'Each number is the sum of the two before it.', level: 2 },
  matrixQuestion(9, 'Which figure completes the grid? Look at rows and columns.', MATRIX_9, 'The count grows by row, the fill changes by column, and each row has every shape once.', 3),
  { id: 10, kind: 'logic', prompt: 'Tom is taller than Ana. Ana is taller than Raj. Who is the shortest?', answers: ['Tom', 'Ana', 'Raj', 'It cannot be told'], correct: 2, rationale: 'Tom > Ana > Raj.', level: 1 },
  { id: 11, kind: 'spatial', prompt: 'You face north, turn right, then turn right again, then turn left. Which way do you face?', answers: ['North', 'East', 'South', 'West'], correct: 1, rationale: 'North → East → South → East.', level: 2 },
  { id: 12, kind: 'number-series', prompt: 'Which number comes next? 81, 27, 9, 3, …', answers: ['0', '1', '3', '-3'], correct: 1, rationale: 'Each number is divided by 3.', level: 1 },
  { id: 13, kind: 'analogy', prompt: 'Sculptor is to statue as author is to …', answers: ['library', 'novel', 'pen', 'reader'], correct: 1, rationale: 'A sculptor makes a statue; an author makes a novel.', level: 2 },
  { id: 14, kind: 'logic', prompt: 'If it rains, the street is wet. The street is dry. What follows?', answers: ['It rained', 'It did not rain', 'It will rain', 'Nothing follows'], correct: 1, rationale: 'Modus tollens: not wet, so no rain.', level: 3 },
  matrixQuestion(15, 'Which figure fills the empty cell?', MATRIX_15, 'The shape is fixed down each column; each row has every count and every fill once.', 4),
  { id: 16, kind: 'number-series', prompt: 'Which letter comes next? A, C, F, J, O, …', answers: ['T', 'U', 'S', 'V'], correct: 1, rationale: 'The steps grow by one: +2, +3, +4, +5, +6.', level: 3 },
  { id: 17, kind: 'logic', prompt: 'A bat and a ball cost $1.10 together. The bat costs $1.00 more than the ball. What does the ball cost?', answers: ['$0.10', '$0.05', '$0.01', '$0.15'], correct: 1, rationale: 'Ball x, bat x + 1.00: 2x + 1.00 = 1.10, so x = 0.05.', level: 4 },
  { id: 18, kind: 'spatial', prompt: 'How many triangles are in a square split by both of its diagonals?', answers: ['4', '6', '8', '10'], correct: 2, rationale: '4 small triangles and 4 made of two halves each.', level: 4 },
  matrixQuestion(19, 'Which figure belongs in the last cell?', MATRIX_19, 'The count falls along each row; each row has every shape and every fill once.', 5),
  { id: 20, kind: 'number-series', prompt: 'Which number comes next? 2, 3, 5, 7, 11, 13, …', answers: ['15', '16', '17', '19'], correct: 2, rationale: 'The prime numbers in order.', level: 3 },
];
