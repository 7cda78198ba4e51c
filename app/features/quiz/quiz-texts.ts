import english from 'virtual:app-messages/en/quiz';
import { textPart } from '../../lib/i18n/texts';
import type { QUIZ_TEXT } from './quiz-text';

/** The quiz's words in the shopper's language (issue 33): English in the quiz's chunk, every other language loaded on demand (texts.ts). */
export const QUIZ_TEXTS = textPart<keyof typeof QUIZ_TEXT>('quiz', english);
