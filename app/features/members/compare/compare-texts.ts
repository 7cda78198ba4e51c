import english from 'virtual:app-messages/en/areaCompare';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { COMPARE_TEXT } from '../area-text';

/** The comparison section in the shopper's language (issue 33): English in this section's chunk, every other language loaded on demand (texts.ts). */
export const COMPARE_TEXTS = textPart<keyof typeof COMPARE_TEXT>('areaCompare', english, 'account');

export type CompareTranslate = Translate<keyof typeof COMPARE_TEXT>;
