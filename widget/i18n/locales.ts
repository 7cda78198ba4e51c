/**
 * The shopper languages the widget speaks (issue 33): the product's six, written once in
 * catalog/languages.ts, with the choice among them (the merchant's `locale` option, then the browser's
 * languages, then English). English is the source catalogue, with the spec's exact wording (widget §2 and
 * §8 in docs/spec-coverage.md); the others load on demand. Re-exported, not wrapped: no bytes of its own.
 */
export {
  LANGUAGES as SUPPORTED_LOCALES,
  DEFAULT_LANGUAGE as DEFAULT_LOCALE,
  isLanguage as isLocale,
  resolveLanguage as resolveLocale,
  textDirection,
  type Language as Locale,
} from '../../catalog/languages';
