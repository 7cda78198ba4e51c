import { describedCodedError } from '../errors';

/**
 * Coded errors of the drop-in (widget §8 in docs/spec-coverage.md). Descriptions are for the merchant's
 * developer (logged), never shown to the shopper; the shopper's texts live in widget/messages.ts.
 */
const DROP_IN_ERRORS = {
  SESSION_REFRESH_FAILED: 'Session refresh failed: onPaymentSessionExpired threw or resolved no { token, execution }; the shopper is asked to reload.',
} as const satisfies Record<string, string>;

export const DropInError = /* @__PURE__ */ describedCodedError('DropInError', '[drop-in]', DROP_IN_ERRORS);
export type DropInError = InstanceType<typeof DropInError>;
