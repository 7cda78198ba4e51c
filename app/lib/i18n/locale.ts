/**
 * The app's shopper languages (issue 33): the product's six, written once in catalog/languages.ts (a
 * leaf, so the landing's first load pulls neither the widget's chunk nor the plan list for it), chosen
 * as the widget chooses: the `lang` flag or the remembered choice, then the browser's languages, then English.
 */
export {
  LANGUAGES as APP_LOCALES,
  isLanguage as isAppLocale,
  resolveLanguage as resolveAppLocale,
  textDirection as directionOf,
  type Language as AppLocale,
} from '../../../catalog/languages';
import type { Language } from '../../../catalog/languages';

/** The locale Intl formats with: English is the United States' (the spec's "$1"), the others as tagged. */
export const intlLocale = (locale: Language): string => (locale === 'en' ? 'en-US' : locale);
