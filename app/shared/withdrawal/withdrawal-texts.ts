import english from 'virtual:app-messages/en/withdrawal';
import { textPart } from '../../lib/i18n/texts';
import type { WITHDRAWAL_PAGE_TEXT } from './withdrawal-text';

/** The withdrawal function's words in the shopper's language (issue 33): English in the page's chunk, every other language loaded on demand (texts.ts). */
export const WITHDRAWAL_TEXTS = textPart<keyof typeof WITHDRAWAL_PAGE_TEXT>('withdrawal', english);
