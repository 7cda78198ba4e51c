/**
 * The quiz questions' words in English as the part "items" of the app's catalogues (issue 33), derived
 * from catalog/quiz/question-items.ts, which the page shows in English: only the other languages'
 * chunks carry this part (texts.ts `loadedText`). Read at build time (app/text-registry/sources.ts) and by the catalogue check.
 */
import { QUIZ_ITEMS } from '../../../catalog/quiz/question-items';
import { answerHasWords, answerId, isTranslated, promptId } from './quiz-items-rule';

/** A matrix option or cell in words; in English exactly catalog/quiz/matrix.ts's describeCell ("2 outlined squares"). */
export const CELL_TEXT = '{count} {fill, select, solid {solid} outline {outlined} other {striped}} {shape}{count, plural, one {} other {s}}';
/** The matrix's accessible name; in English exactly MatrixFigure's. */
export const GRID_TEXT = 'A 3 by 3 grid of figures, row by row: {cells}; the last cell is empty.';

export const QUIZ_ITEMS_TEXT: Readonly<Record<string, string>> = {
  cell: CELL_TEXT,
  grid: GRID_TEXT,
  ...Object.fromEntries(
    QUIZ_ITEMS.filter(isTranslated).flatMap((item) => [
      [promptId(item.id), item.prompt],
      ...(item.matrix ? [] : item.answers.flatMap((answer, index) => (answerHasWords(answer) ? [[answerId(item.id, index), answer]] : []))),
    ]),
  ),
};
