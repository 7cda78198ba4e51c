import english from 'virtual:app-messages/en/messages';
import { textPart } from './lib/i18n/texts';
import type { MESSAGE_TEXT } from './messages';

/** The app's error texts in the shopper's language (issue 33): English compiled into the page that reads them, every other language loaded on demand (texts.ts). */
export const MESSAGES_TEXTS = textPart<keyof typeof MESSAGE_TEXT>('messages', english);
