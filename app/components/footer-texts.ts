import english from 'virtual:app-messages/en/footer';
import { textPart } from '../lib/i18n/texts';
import type { FOOTER_TEXT } from './footer-text';

/** The footer's words in the shopper's language (issue 33), every other language loaded on demand (texts.ts). */
export const FOOTER_TEXTS = textPart<keyof typeof FOOTER_TEXT>('footer', english);
