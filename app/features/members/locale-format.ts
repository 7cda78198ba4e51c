/**
 * Scores, intervals, percentiles and times in the shopper's language through Intl (issue 33): the
 * service's numbers are shown as they came, written the language's way.
 */
import { intlLocale, type AppLocale } from '../../lib/i18n/locale';

/** An IQ, a count or a median: a whole number in the language's digits. */
export const formatNumber = (n: number, locale: AppLocale) => new Intl.NumberFormat(intlLocale(locale)).format(n);

/** A 95 % interval or a range: "98–112" as the language writes a range. */
export const formatRange = (low: number, high: number, locale: AppLocale) => new Intl.NumberFormat(intlLocale(locale)).formatRange(low, high);

/** A standard error in IQ points, one decimal: "5.2", "5,2". */
export const formatOneDecimal = (n: number, locale: AppLocale) => new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

/** A share as a percentage: "75 %" in French, "75%" in English. */
export const formatPercent = (share: number, locale: AppLocale) => new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** A percentile rank where the sentence needs it: the whole number, which English's catalogue text writes as an ordinal ("75th", issue 44); the number in the language's digits elsewhere, the catalogue's sentence supplying the rest ("percentil 75"). */
export const formatOrdinal = (n: number, locale: AppLocale): number | string => (locale === 'en' ? Math.round(n) : formatNumber(Math.round(n), locale));

// The cancel pages print their dates alike.
export { formatLongDate } from '../../lib/i18n/long-date';

/** A date and time, medium date and short time. */
export const formatDateTime = (iso: string, locale: AppLocale) => new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
