/**
 * A quiz question's words in the page's language (issue 33): the prompt, the answers and a matrix's
 * accessible name from the language's chunk (part "items"), English where the question is about
 * English words (`englishOnly`) or the page is in English.
 */
import { describeCell, type Cell } from '../../../catalog/quiz/matrix';
import type { QuizItem } from '../../../catalog/quiz/question-items';
import { loadedText } from '../../lib/i18n/texts';
import type { AppLocale } from '../../lib/i18n/locale';
import { answerHasWords, answerId, isTranslated, promptId } from './quiz-items-rule';

export interface ItemWords {
  readonly prompt: string;
  readonly answers: readonly string[];
  /** The matrix's accessible name in the page's language; undefined leaves MatrixFigure's English. */
  readonly gridLabel: string | undefined;
  /** The page is in another language and this question stays in English: the page says why. */
  readonly englishOnly: boolean;
}

export function itemWords(item: QuizItem, locale: AppLocale): ItemWords {
  // English has no table loaded (null: the item's own words), unless the pseudo-locale stands in its place (issue 44).
  const prompt = !isTranslated(item) ? null : loadedText(locale, `items.${promptId(item.id)}`);
  if (prompt === null) return { prompt: item.prompt, answers: item.answers, gridLabel: undefined, englishOnly: locale !== 'en' };
  const cell = (c: Cell) => loadedText(locale, 'items.cell', { count: c.count, fill: c.fill, shape: c.shape }) ?? describeCell(c);
  const answers = item.answers.map((answer, index) => {
    const option = item.matrix?.options[index];
    if (option) return cell(option);
    return answerHasWords(answer) ? (loadedText(locale, `items.${answerId(item.id, index)}`) ?? answer) : answer;
  });
  const gridLabel = item.matrix ? (loadedText(locale, 'items.grid', { cells: item.matrix.cells.slice(0, 8).map(cell).join('; ') }) ?? undefined) : undefined;
  return { prompt, answers, gridLabel, englishOnly: false };
}
