import type { FailureCode } from '../errors';
import { MESSAGES } from '../messages';

/** How a payment ended, as the widget reports it to the host page. */
export type PaymentOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'three-ds'; readonly link: string | null }
  | { readonly kind: 'failure'; readonly code: FailureCode; readonly message: string; readonly detail: string };

export type PaymentFailure = Extract<PaymentOutcome, { kind: 'failure' }>;

/** A failure outcome; the shopper sees the generic authorization message unless a more precise one applies. */
export function failure(code: FailureCode, detail: string, message: string = MESSAGES.authorizationFailed): PaymentFailure {
  return { kind: 'failure', code, message, detail };
}
