import { CHECKOUT_TEXT } from './checkout-text';

/** The Pay button's label with the amount due now, as the payment session charges it: "Pay $1.00" (issue 31). */
export function payLabel(amount: { readonly value: string; readonly currency: string }): string {
  const value = Number(amount.value);
  if (!Number.isFinite(value)) return CHECKOUT_TEXT.pay;
  return `${CHECKOUT_TEXT.pay} ${new Intl.NumberFormat('en-US', { style: 'currency', currency: amount.currency }).format(value)}`;
}
