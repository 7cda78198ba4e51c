import { amountInText } from '../../../catalog/amount-in-text';
import { directionOf, intlLocale, type AppLocale } from '../../lib/i18n/locale';

/**
 * The Pay button's label with the amount due now, as the payment session charges it, in the shopper's
 * language with the plan's currency (issue 31, issue 33): "Pay $1.00", "Pagar US$ 1,00", "Bezahlen 1,00 $".
 * `word` is the catalogue's Pay in that language.
 */
export function payLabel(amount: { readonly value: string; readonly currency: string }, locale: AppLocale, word: string): string {
  const value = Number(amount.value);
  if (!Number.isFinite(value)) return word;
  return `${word} ${amountInText(new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: amount.currency }).format(value), directionOf(locale))}`;
}
