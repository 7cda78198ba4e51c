import { chosenLanguage, deviceStorage } from './language-choice';
import { directionOf, resolveAppLocale } from './locale';

/**
 * `<html lang dir>` follow the shopper's language (issue 33): the page's `search` (the `lang` flag),
 * the remembered choice, the browser's languages. The product routes' shell calls it on every
 * address; screen readers, fonts and the wallet sheets read the page's language from there.
 */
export function applyDocumentLanguage(search: string): void {
  const locale = resolveAppLocale(chosenLanguage(search, deviceStorage()), navigator.languages);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
