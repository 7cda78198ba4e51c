import english from 'virtual:app-messages/en/account';
import { textPart } from '../../lib/i18n/texts';
import type { ACCOUNT_TEXT } from './account-text';

/** The account pages' words in the shopper's language (issue 33): English in their chunk, every other language loaded on demand (texts.ts). */
export const ACCOUNT_TEXTS = textPart<keyof typeof ACCOUNT_TEXT>('account', english, 'account');
