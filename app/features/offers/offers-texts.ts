import english from 'virtual:app-messages/en/offers';
import { textPart } from '../../lib/i18n/texts';
import type { OFFERS_TEXT } from './offers-text';

/** The offers page's words in the shopper's language (issue 33): English in its chunk, every other language loaded on demand (texts.ts). */
export const OFFERS_TEXTS = textPart<keyof typeof OFFERS_TEXT>('offers', english);
