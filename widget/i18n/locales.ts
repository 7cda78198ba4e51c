/**
 * The shopper languages the widget speaks (issue 33): the product's six, written once in
 * catalog/languages.ts. English is the source catalogue, with the spec's exact wording (widget §2 and §8
 * in docs/spec-coverage.md); the others load on demand.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, resolveLanguage, textDirection, type Language } from '../../catalog/languages';

export const SUPPORTED_LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;
export const isLocale = isLanguage;
export { textDirection };

/**
 * The locale the widget shows: the merchant's `locale` option when supported, else the first of the
 * browser's languages that is, else English (issue 33).
 * @example resolveLocale(undefined, ['de-DE', 'en']) // 'de'
 */
export const resolveLocale = (requested: string | undefined, browser: readonly string[]): Locale => resolveLanguage([requested, ...browser]);
