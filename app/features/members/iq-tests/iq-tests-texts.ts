import english from 'virtual:app-messages/en/areaTests';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { IQ_TESTS_TEXT } from '../area-text';

/** The IQ tests section in the shopper's language (issue 33): English in this section's chunk, every other language loaded on demand (texts.ts). */
export const IQ_TESTS_TEXTS = textPart<keyof typeof IQ_TESTS_TEXT>('areaTests', english, 'account');

export type IqTestsTranslate = Translate<keyof typeof IQ_TESTS_TEXT>;
