import english from 'virtual:app-messages/en/checkout';
import { textPart } from '../../lib/i18n/texts';
import type { CHECKOUT_TEXT } from './checkout-text';

/** The checkout's words in the shopper's language (issue 33): English in this chunk, every other language loaded on demand (texts.ts). */
export const CHECKOUT_TEXTS = textPart<keyof typeof CHECKOUT_TEXT>('checkout', english);
