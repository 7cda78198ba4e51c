/**
 * The languages a purchase may be recorded in (issue 33): the six the widget speaks
 * (widget/i18n/locales.ts, which imports nothing of ours; simulator/merchant/outbox/i18n's test holds the two
 * lists equal). The contracts validate `language` with it, and the purchase's emails are written in it.
 */
export const PURCHASE_LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ar'] as const;
export type PurchaseLanguage = (typeof PURCHASE_LANGUAGES)[number];
export const DEFAULT_PURCHASE_LANGUAGE: PurchaseLanguage = 'en';

export const isPurchaseLanguage = (value: string): value is PurchaseLanguage => (PURCHASE_LANGUAGES as readonly string[]).includes(value);
