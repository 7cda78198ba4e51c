import { intlLocale, type AppLocale } from './locale';

/**
 * A date, day month year as the language writes it ("November 29, 2026", "29 de noviembre de 2026"),
 * in UTC like the emails (issue 33): the members' area and the cancel pages print dates alike.
 */
export const formatLongDate = (iso: string, locale: AppLocale = 'en') => new Date(iso).toLocaleDateString(intlLocale(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
