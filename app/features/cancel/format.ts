import { intlLocale, type AppLocale } from '../../lib/i18n/locale';

/** Dates as the cancel pages print them: in the shopper's language, in UTC like the emails (issue 33). */
export const formatDate = (iso: string, locale: AppLocale) => new Date(iso).toLocaleDateString(intlLocale(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
