import english from 'virtual:app-messages/en/legal';
import { textPart } from '../../lib/i18n/texts';
import type { LEGAL_TEXT } from './legal-text';

/** The legal pages' frame in the shopper's language (issue 44), every other language loaded on demand (texts.ts). */
export const LEGAL_TEXTS = textPart<keyof typeof LEGAL_TEXT>('legal', english);
