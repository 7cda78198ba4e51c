import english from 'virtual:app-messages/en/redirect';
import { textPart } from '../../lib/i18n/texts';
import type { REDIRECT_RETURN_TEXT } from './redirect-return-text';

/** The redirect-return screens' words in the shopper's language (issue 33): English in the checkout's chunk, every other language loaded on demand (texts.ts). */
export const REDIRECT_RETURN_TEXTS = textPart<keyof typeof REDIRECT_RETURN_TEXT>('redirect', english);
