/**
 * Coded errors of the drop-in (widget-spec section 8). Descriptions are for the merchant's
 * developer (logged), never shown to the shopper; the shopper's texts live in widget/messages.ts.
 */
const DROP_IN_ERRORS = {
  SESSION_REFRESH_FAILED: 'Session refresh failed: onPaymentSessionExpired threw or resolved no { token, execution }; the shopper is asked to reload.',
} as const satisfies Record<string, string>;

export type DropInErrorCode = keyof typeof DROP_IN_ERRORS;

export class DropInError extends Error {
  override readonly name = 'DropInError';

  constructor(
    readonly code: DropInErrorCode,
    /** What exactly went wrong; never a card value. */
    readonly detail: string | null = null,
    options?: { cause?: unknown },
  ) {
    const base = `[drop-in] ${code}: ${DROP_IN_ERRORS[code]}`;
    super(detail === null ? base : `${base} (${detail})`, options);
  }
}
