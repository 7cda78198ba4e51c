/**
 * The 20 quiz questions (app §2 and §9 in docs/spec-coverage.md): 4 answers each, exactly one correct.
 * Written by hand across reasoning kinds (matrices built from their rules, see matrix.ts);
 * `questions.test.ts` checks every answer key, solving each matrix from its visible cells. What the
 * shopper sees is question-items.ts; the key, its reasons and the difficulty live here, for the service.
 */
import { QUIZ_ITEMS, type QuizItem } from './question-items';

export type { QuestionKind } from './question-items';
export { QUIZ_QUESTION_COUNT } from './question-count';
export const QUIZ_ANSWER_COUNT = 4;

export interface QuizQuestion extends QuizItem {
  /** Index into `answers` of the one correct answer. */
  readonly correct: 0 | 1 | 2 | 3;
  /** Why the answer is right, for the results page and for reviewers of the key. */
  readonly rationale: string;
  /**
   * The author's difficulty guess, 1 (easiest) to 5: the start of the item's provisional difficulty
   * until enough answers calibrate it (simulator/merchant/psychometrics/item-bank.ts documents the mapping).
   */
  readonly level: DifficultyLevel;
}

export type DifficultyLevel = 1 | 2 | 3 | 4 | 5;

/** Each question's key by id; a matrix's correct option is its own (matrix.ts). */
const KEYS: Readonly<Record<number, { readonly correct?: 0 | 1 | 2 | 3; readonly rationale: string; readonly level: DifficultyLevel }>> = {
  1: { correct: 2, rationale: 'Each number doubles.', level: 1 },
  2: { correct: 1, rationale: 'A book is used for reading; a fork for eating.', level: 1 },
  3: { rationale: 'The shape is fixed along each row and the count grows along each column.', level: 2 },
  4: { correct: 1, rationale: 'The gaps grow by 2: +3, +5, +7, +9, +11.', level: 2 },
  5: { correct: 0, rationale: 'The inclusion is transitive.', level: 2 },
  6: { correct: 2, rationale: 'One per edge of the big cube: 12 edges.', level: 4 },
  7: { correct: 1, rationale: 'A glove covers a hand closely as a sock covers a foot.', level: 1 },
  8: { correct: 2, rationale: 'Each number is the sum of the two before it.', level: 2 },
  9: { rationale: 'The count grows by row, the fill changes by column, and each row has every shape once.', level: 3 },
  10: { correct: 2, rationale: 'Tom > Ana > Raj.', level: 1 },
  11: { correct: 1, rationale: 'North → East → South → East.', level: 2 },
  12: { correct: 1, rationale: 'Each number is divided by 3.', level: 1 },
  13: { correct: 1, rationale: 'A sculptor makes a statue; an author makes a novel.', level: 2 },
  14: { correct: 1, rationale: 'Modus tollens: not wet, so no rain.', level: 3 },
  15: { rationale: 'The shape is fixed down each column; each row has every count and every fill once.', level: 4 },
  16: { correct: 1, rationale: 'The steps grow by one: +2, +3, +4, +5, +6.', level: 3 },
  17: { correct: 1, rationale: 'Ball x, bat x + 1.00: 2x + 1.00 = 1.10, so x = 0.05.', level: 4 },
  18: { correct: 2, rationale: '4 small triangles and 4 made of two halves each.', level: 4 },
  19: { rationale: 'The count falls along each row; each row has every shape and every fill once.', level: 5 },
  20: { correct: 2, rationale: 'The prime numbers in order.', level: 3 },
};

export const QUESTIONS: readonly QuizQuestion[] = QUIZ_ITEMS.map((item) => {
  const key = KEYS[item.id];
  const correct = item.matrix?.correct ?? key?.correct;
  if (!key || correct === undefined) throw new Error(`Quiz question ${item.id} has no answer key in questions.ts.`);
  return { ...item, correct, rationale: key.rationale, level: key.level };
});
