import english from 'virtual:app-messages/en/landing';
import { textPart } from '../../lib/i18n/texts';
import type { LANDING_TEXT } from './landing-text';

/** The landing's words in the shopper's language (issue 33): English in the landing's chunk, every other language loaded on demand (texts.ts). */
export const LANDING_TEXTS = textPart<keyof typeof LANDING_TEXT>('landing', english);
