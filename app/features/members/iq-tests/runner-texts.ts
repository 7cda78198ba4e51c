import english from 'virtual:app-messages/en/areaRunner';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { ATTEMPT_TEXT } from './messages';

/** The test runner's words in the shopper's language (issue 33): English in the runner's chunk, every other language loaded on demand (texts.ts). */
export const RUNNER_TEXTS = textPart<keyof typeof ATTEMPT_TEXT>('areaRunner', english, 'account');

export type RunnerTranslate = Translate<keyof typeof ATTEMPT_TEXT>;
