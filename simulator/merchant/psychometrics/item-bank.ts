/**
 * The item bank: every scored item has an id, a kind, its number of options and its 3PL
 * parameters. Until stored answers calibrate an item (calibrate.ts), its parameters are the
 * provisional ones below, and it says so (`status: 'provisional'`).
 *
 * Provisional parameters, per kind (documented guesses, not measurements):
 *  - c = 1 / number of options (a blind guess is right that often);
 *  - a, the discrimination, from the kind: rule-based figural and numeric items (matrices, number
 *    series) discriminate best in published work on public-domain items such as ICAR's matrix
 *    reasoning and letter-number series; verbal analogies and short spatial puzzles a little less;
 *  - b, the difficulty, from the author's level 1–5 on each item: b = (level − 3) × 0.8, so the
 *    levels sit at −1.6, −0.8, 0, +0.8 and +1.6 on the θ scale;
 *  - or, for an item built by one of the members' item generators (simulator/merchant/members/items), b from
 *    that generator's difficulty model: a sum of documented weights for the features that make such
 *    items hard (the rules a matrix combines, a series' rule, the premises of an ordering, a shape's
 *    size and turn). The weights are guesses from the item-generation literature, not measurements;
 *    calibration (calibrate.ts) replaces b, item by item, once an item has its answers.
 */
import { QUESTIONS, type DifficultyLevel, type QuestionKind } from '../../../catalog/quiz/questions';
import { guessingFor, type ItemParams } from './irt';

export type ItemKind = QuestionKind;

export const PROVISIONAL_DISCRIMINATION: Readonly<Record<ItemKind, number>> = {
  matrix: 1.7,
  'number-series': 1.6,
  logic: 1.5,
  spatial: 1.4,
  analogy: 1.4,
};

/** θ units per authored level, and the level that sits at θ = 0. */
export const LEVEL_STEP = 0.8;
export const MIDDLE_LEVEL = 3;

export function provisionalParams(kind: ItemKind, level: DifficultyLevel, options: number): ItemParams {
  return { a: PROVISIONAL_DISCRIMINATION[kind], b: (level - MIDDLE_LEVEL) * LEVEL_STEP, c: guessingFor(options) };
}

/** An item of the bank as the service knows it (content stays in the catalogue). */
export interface BankItem {
  readonly id: string;
  readonly kind: ItemKind;
  readonly options: number;
  readonly level: DifficultyLevel;
  /** b from the item generator's difficulty model (θ units), when it has one; else b comes from `level`. */
  readonly modelB?: number;
}

/** The funnel quiz's item id for its question number (app §2 in docs/spec-coverage.md: questions 1–20). */
export const quizItemId = (questionId: number) => `quiz-${questionId}`;

/** The 20 items of the funnel quiz form. */
export const QUIZ_FORM: readonly BankItem[] = QUESTIONS.map((q) => ({ id: quizItemId(q.id), kind: q.kind, options: q.answers.length, level: q.level }));

export function provisionalOf(item: BankItem): ItemParams {
  const params = provisionalParams(item.kind, item.level, item.options);
  return item.modelB === undefined ? params : { ...params, b: item.modelB };
}

/** The authored level nearest to a model's b (for a generated item, which has no author's level). */
export function levelOf(b: number): DifficultyLevel {
  return Math.max(1, Math.min(5, Math.round(b / LEVEL_STEP + MIDDLE_LEVEL))) as DifficultyLevel;
}

/** The members' tests' question categories (contracts/members.ts) as item kinds. */
export const CATEGORY_KIND = {
  'number-series': 'number-series',
  matrices: 'matrix',
  analogies: 'analogy',
  logic: 'logic',
  spatial: 'spatial',
} as const satisfies Readonly<Record<string, ItemKind>>;
