import type { ErrorCode, FailureCode } from '../errors';
import { text } from '../i18n/translator';

/**
 * Why a failure needs more than its code, as a closed set: control flow switches on it, never on
 * message text. api-token-invalid: a payment call answered 401/403; vault-token-invalid: the vault
 * (or an error text) said 'Invalid token' (widget §8 in docs/spec-coverage.md). Both mean the session expired.
 * three-ds-failed: the payment failed after a 3-D Secure challenge (its own shopper message).
 */
export type FailureReason = 'api-token-invalid' | 'vault-token-invalid' | 'three-ds-failed';

/** How a payment ended, as the widget reports it to the host page. */
export type PaymentOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'three-ds'; readonly link: string | null }
  | {
      readonly kind: 'failure';
      readonly code: FailureCode;
      readonly message: string;
      readonly detail: string;
      readonly reason?: FailureReason;
      /** The coded error of widget §8 in docs/spec-coverage.md that caused it, when one did. */
      readonly error?: ErrorCode;
    };

export type PaymentFailure = Extract<PaymentOutcome, { kind: 'failure' }>;

/** A failure outcome; the shopper sees the generic authorization message unless a more precise one applies. */
export function failure(code: FailureCode, detail: string, message: string = text('msg.authorizationFailed'), reason?: FailureReason): PaymentFailure {
  return reason ? { kind: 'failure', code, message, detail, reason } : { kind: 'failure', code, message, detail };
}

/** The failure, marked with the coded error of widget §8 in docs/spec-coverage.md that caused it. */
export function withError(error: ErrorCode, outcome: PaymentFailure): PaymentFailure {
  return { ...outcome, error };
}

/** Whether a failure means the session (API or vault token) is no longer good: the host may refresh it. */
export const isSessionExpiry = (outcome: PaymentFailure): boolean => outcome.reason === 'api-token-invalid' || outcome.reason === 'vault-token-invalid';
