import english from 'virtual:app-messages/en/cancel';
import { textPart, type TextValues } from '../../lib/i18n/texts';
import type { CANCEL_TEXT } from './cancel-text';

/** The cancel pages' words in the shopper's language (issue 33): English in their chunk, every other language loaded on demand (texts.ts). */
export const CANCEL_TEXTS = textPart<keyof typeof CANCEL_TEXT>('cancel', english, 'account');

export type CancelKey = keyof typeof CANCEL_TEXT;

/** A message the page shows: a text of the part with its values, worded in the shopper's language when shown. */
export interface CancelMessage {
  readonly text: CancelKey;
  readonly values?: TextValues;
}

export { CODE_RULES } from './cancel-text';
