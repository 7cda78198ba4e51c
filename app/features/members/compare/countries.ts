import { intlLocale, type AppLocale } from '../../../lib/i18n/locale';

/** Country names for people in the shopper's language, from the browser's own data (Intl), falling back to the code. */
export function countryName(code: string, locale: AppLocale): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
