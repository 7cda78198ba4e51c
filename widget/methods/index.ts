/**
 * The drop-in's methods in list order (widget §2 in docs/spec-coverage.md): stored instruments, the card, Apple Pay,
 * Google Pay, PayPal, then the generic redirects. Each is one module with the same interface.
 */
import type { DropInMethods } from '../drop-in/payment-methods';
import { applePayMethod } from './apple-pay/apple-pay';
import { cardMethod } from './card/card';
import { googlePayMethod } from './google-pay/google-pay';
import { payPalMethod } from './paypal/paypal';
import { redirectMethod } from './redirect/redirect';
import { storedInstrumentMethod } from './stored-instrument/stored-instrument';
import type { PaymentMethod } from './types';

export function methodsFor(parsed: DropInMethods): PaymentMethod[] {
  return [
    ...parsed.storedInstruments.map(storedInstrumentMethod),
    ...(parsed.card ? [cardMethod] : []),
    ...(parsed.applePay ? [applePayMethod(parsed.applePay)] : []),
    ...(parsed.googlePay ? [googlePayMethod(parsed.googlePay)] : []),
    ...(parsed.payPal ? [payPalMethod(parsed.payPal)] : []),
    ...parsed.redirects.map(redirectMethod),
  ];
}
