/**
 * Which parts of a quiz question another language carries (issue 33): every prompt but the
 * analogies', which are about English words and stay English (the page says so), and the answers
 * written in words; numbers and single letters read the same everywhere. Matrix answers are their
 * figures in words, written per language from the cell (`cell`).
 */
import type { QuizItem } from '../../../catalog/quiz/question-items';

export const isTranslated = (item: Pick<QuizItem, 'kind'>): boolean => item.kind !== 'analogy';

export const answerHasWords = (answer: string): boolean => /[a-z]{2}|\$/i.test(answer);

/** The catalogue ids of a question's prompt and of its answer at `index`. */
export const promptId = (id: number) => `q${id}`;
export const answerId = (id: number, index: number) => `q${id}a${index}`;
