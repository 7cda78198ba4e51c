import english from 'virtual:app-messages/en/withdrawal';
import { intlLocale, type AppLocale } from '../../lib/i18n/locale';
import { textPart } from '../../lib/i18n/texts';
import type { WITHDRAWAL_PAGE_TEXT } from './withdrawal-text';

/** The withdrawal function's words in the shopper's language (issue 33): English in the page's chunk, every other language loaded on demand (texts.ts). */
export const WITHDRAWAL_TEXTS = textPart<keyof typeof WITHDRAWAL_PAGE_TEXT>('withdrawal', english, 'account');

/** When a withdrawal statement arrived, for its receipt: in the shopper's language (English as the EU writes it, en-GB), in UTC like the receipt email. */
export const formatReceiptTime = (iso: string, locale: AppLocale) =>
  new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : intlLocale(locale), { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });
