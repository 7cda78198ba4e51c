import { moneyText } from '../../../catalog/amount-in-text';
import { directionOf, intlLocale, type AppLocale } from './locale';

/**
 * Money for people in the shopper's language with the plan's currency (issue 33), whole amounts
 * without cents as the spec writes them: "$1", "$19.99", "US$ 1", "19,99 US$"; isolated in
 * right-to-left text (catalog/amount-in-text.ts). Apart from locale.ts, which the quiz loads and this does not.
 */
export const formatMoney = (value: number, currency: string, locale: AppLocale): string => moneyText(value, currency, intlLocale(locale), directionOf(locale));

/** A percent for people in the shopper's language ("84.1%", "84,1 %"), at most one decimal, isolated left to right in right-to-left text so its sign stays beside its digits. */
export function formatPercent(percent: number, locale: AppLocale): string {
  const text = new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
  return directionOf(locale) === 'rtl' ? `\u2066${text}\u2069` : text;
}
