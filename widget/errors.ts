import { MESSAGES } from './messages';

/**
 * Failure codes of widget-spec section 8. A closed union: every failure the widget reports carries
 * exactly one of these, and the catalogue says what each one means.
 */
export const FAILURE_CODES = {
  VALIDATION_FAILED: 'The card form is invalid or the host page vetoed the payment.',
  AUTHORIZATION_ERROR: 'The provider did not authorize the payment, or answered with an unknown status.',
  AUTHENTICATION_ERROR: 'The session or vault token was rejected, or the API failed in an unknown way.',
  UNKNOWN_ERROR: 'Something failed that the widget cannot classify.',
  /** Not in widget-spec section 8: the shopper closed a wallet sheet (docs/decisions/0005-user-cancelled-failure-code.md). */
  USER_CANCELLED: 'The shopper cancelled the Apple Pay or Google Pay sheet or the PayPal window.',
} as const;

export type FailureCode = keyof typeof FAILURE_CODES;

/** The one error type of the widget. Keeps the `cause` so hosts can log what really happened. */
export class WidgetError extends Error {
  override readonly name = 'WidgetError';

  constructor(
    readonly code: FailureCode,
    message: string = MESSAGES.unknownError,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

