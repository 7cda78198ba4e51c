/**
 * The app's shopper languages (issue 33): the product's six, written once in catalog/languages.ts (a
 * leaf, so the landing's first load pulls neither the widget's chunk nor the plan list for it), chosen
 * as the widget chooses: the `lang` flag or the remembered choice, then the browser's languages, then English.
 */
import { isLanguage, LANGUAGES, resolveLanguage, textDirection, type Language } from '../../../catalog/languages';

export const APP_LOCALES = LANGUAGES;
export type AppLocale = Language;

export const isAppLocale = isLanguage;

/** The page's language: the first supported of the choice and the browser's languages, else English. */
export const resolveAppLocale = (chosen: string | null | undefined, browser: readonly string[]): AppLocale => resolveLanguage([chosen, ...browser]);

/** Arabic is written right to left: the page mirrors (dir="rtl"). */
export const directionOf = textDirection;

/** The locale Intl formats with: English is the United States' (the spec's "$1"), the others as tagged. */
export const intlLocale = (locale: AppLocale): string => (locale === 'en' ? 'en-US' : locale);
