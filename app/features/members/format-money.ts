/**
 * Money as the members' area prints it, in the shopper's language through Intl (issue 33), in the
 * plan's currency with its cents ("$19.99", "US$ 19,99"), isolated in right-to-left text. Apart from
 * locale-format.ts: the isolation rule rides in the funnel's shared chunk, which only a page with money loads.
 */
import { amountInText } from '../../../catalog/amount-in-text';
import { directionOf, intlLocale, type AppLocale } from '../../lib/i18n/locale';

export const formatMoney = (amount: number, currency: string, locale: AppLocale = 'en') =>
  amountInText(new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(amount), directionOf(locale));
