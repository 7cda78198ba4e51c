import type { Locale } from '../../../widget';
import { PAY_WORD } from './checkout-text';

/**
 * The Pay button's label with the amount due now, as the payment session charges it, in the shopper's
 * language with the plan's currency (issue 31, issue 33): "Pay $1.00", "Pagar US$ 1,00", "Bezahlen 1,00 $".
 */
export function payLabel(amount: { readonly value: string; readonly currency: string }, locale: Locale = 'en'): string {
  const value = Number(amount.value);
  const word = PAY_WORD[locale];
  if (!Number.isFinite(value)) return word;
  return `${word} ${new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { style: 'currency', currency: amount.currency }).format(value)}`;
}
