/**
 * What a shopper reads when the service refuses a call (issue 33): the service's problem+json keeps
 * its English `detail` and `error` for developers (simulator/platform/http/problem.ts); the screen shows this
 * catalogue's text for the problem's stable `reason`, else its `code`, in the shopper's language (the
 * part "errors" of app/text-registry/sources.ts). Every code the service can answer has a text here or is
 * listed in NOT_SHOWN_HERE with why (service-error-text.test.ts enumerates the service's catalogue);
 * a code still without one shows the service's own `detail`, which says what happened, and only a
 * refusal without one shows the call's fallback (the spec's 'Something went wrong', 'Finalize error', …).
 */
import { SHOPPER_MESSAGES } from '../../../catalog/shopper-messages';

export const SERVICE_ERROR_TEXT = {
  alreadySubscribed: SHOPPER_MESSAGES.alreadySubscribed,
  paymentOwnedByAnotherEmail: 'This payment was made with another email address.',
  paymentVoided: 'This payment was cancelled: nothing was recorded and any amount taken goes back to you.',
  paymentNotAuthorized: 'The payment was not authorized, so nothing was charged.',
  walletDeclined: 'Apple Pay: The provider declined the payment.',
  walletPending: 'Apple Pay: The provider left the payment pending.',
  walletProviderError: 'Apple Pay: The provider could not take the payment. Try again.',
  noStoredInstrument: 'No payment instrument is stored with this subscription.',
  subscriptionNotActive: 'This subscription is not active.',
  addOnOwned: 'You already own this or part of it: nothing was charged.',
  sessionExpired: 'Your payment session has expired. Reload the page to start again.',
  notFound: 'We could not find this purchase.',
  conflict: 'This cannot be done now. Reload the page and try again.',
  signInAgain: 'Your sign-in has expired. Sign in again and retry.',
  userDisabled: 'This account is disabled.',
  otherAccount: 'This belongs to another account.',
  tooManyRequests: 'Too many attempts. Wait a moment and try again.',
  unavailable: 'Our service is not available right now. Try again in a few minutes.',
  badRequest: 'Some details were not accepted. Check them and try again.',
  withdrawalPeriodOver: 'The 14-day withdrawal period has ended.',
  withdrawalNotOffered: 'The right of withdrawal does not apply to this purchase.',
  /** QA's `?scenario=` flag named no scenario (README "Flags"): the id and the valid ones, as the service lists them. */
  unknownScenario: 'There is no test scenario "{scenario}". Valid ids: {validIds}.',
} as const;

export type ServiceErrorKey = keyof typeof SERVICE_ERROR_TEXT;

/** The service's `code`s (simulator/platform/http/problem.ts) a shopper may meet, each with its text; others fall back. */
const BY_CODE: Readonly<Record<string, ServiceErrorKey>> = {
  'already-subscribed': 'alreadySubscribed',
  'payment-owned-by-another-email': 'paymentOwnedByAnotherEmail',
  'payment-voided': 'paymentVoided',
  'payment-not-authorized': 'paymentNotAuthorized',
  'session-expired': 'sessionExpired',
  'not-found': 'notFound',
  conflict: 'conflict',
  unauthorized: 'signInAgain',
  'id-token-missing': 'signInAgain',
  'id-token-invalid': 'signInAgain',
  'id-token-expired': 'signInAgain',
  'id-token-revoked': 'signInAgain',
  'user-disabled': 'userDisabled',
  forbidden: 'otherAccount',
  'not-owner': 'otherAccount',
  'user-mismatch': 'otherAccount',
  'too-many-requests': 'tooManyRequests',
  'identity-unavailable': 'unavailable',
  internal: 'unavailable',
  'bad-request': 'badRequest',
  'withdrawal-period-over': 'withdrawalPeriodOver',
  'withdrawal-not-offered': 'withdrawalNotOffered',
  'unknown-scenario': 'unknownScenario',
  // A body the app sent that the service could not read is the same to the shopper as a detail it refused.
  'body-too-deep': 'badRequest',
  'payload-too-large': 'badRequest',
  'unsupported-media-type': 'badRequest',
  'not-implemented': 'unavailable',
};

/**
 * The service's codes no call of the app's screens can meet through this catalogue, each with why
 * (service-error-text.test.ts holds every other code to a text above).
 */
export const NOT_SHOWN_HERE: Readonly<Record<string, string>> = {
  'api-url-not-found': 'only the payment provider answers it, to the widget, which words it itself',
  'method-not-allowed': 'the app calls each path with its documented method only; it answers other clients',
  'invalid-card': 'only the vault answers it, to the card frame, which words it itself',
  'vault-token-expired': 'only the vault answers it, to the card frame, which words it itself',
  'invalid-scenario': 'only the QA console’s scenario API answers it',
  'scenario-exists': 'only the QA console’s scenario API answers it',
  'scenario-read-only': 'only the QA console’s scenario API answers it',
  'scenario-in-use': 'only the QA console’s scenario API answers it',
  'webhook-signature-missing': 'only the merchant’s webhook endpoint answers it, to the provider',
  'webhook-signature-invalid': 'only the merchant’s webhook endpoint answers it, to the provider',
  'webhook-timestamp-out-of-tolerance': 'only the merchant’s webhook endpoint answers it, to the provider',
  'webhook-not-processed': 'only the merchant’s webhook endpoint answers it, to the provider',
  'code-invalid': 'only the cancel-by-email calls answer it; their page words it (app/features/cancel/api/cancel.ts)',
  'code-expired': 'only the cancel-by-email calls answer it; their page words it (app/features/cancel/api/cancel.ts)',
  'code-locked': 'only the cancel-by-email calls answer it; their page words it (app/features/cancel/api/cancel.ts)',
};

/** The finer `reason`s some problems carry (simulator/payment-provider/client.ts), read before the code. */
const BY_REASON: Readonly<Record<string, ServiceErrorKey>> = {
  'payment-declined': 'walletDeclined',
  'payment-left-pending': 'walletPending',
  'provider-error': 'walletProviderError',
  'no-stored-instrument': 'noStoredInstrument',
  'subscription-not-active': 'subscriptionNotActive',
  'add-on-owned': 'addOnOwned',
};

const field = (body: unknown, name: 'code' | 'reason'): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : null;
};

/** The catalogue key for a refused call's answer body, or null (no body, no known code): the caller then shows serviceErrorDetail, else its fallback. */
export function serviceErrorKey(body: unknown): ServiceErrorKey | null {
  const reason = field(body, 'reason');
  const code = field(body, 'code');
  return (reason !== null && Object.hasOwn(BY_REASON, reason) ? BY_REASON[reason] : undefined) ?? (code !== null && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined) ?? null;
}

/** The values a key's text names, read from the refusal's body; null when the body lacks one (the detail is shown then). */
export function serviceErrorValues(key: ServiceErrorKey, body: unknown): Readonly<Record<string, string>> | null {
  if (key !== 'unknownScenario') return {};
  const scenario = typeof body === 'object' && body !== null ? (Reflect.get(body, 'scenario') as unknown) : undefined;
  const validIds = typeof body === 'object' && body !== null ? (Reflect.get(body, 'validIds') as unknown) : undefined;
  if (typeof scenario !== 'string' || !Array.isArray(validIds) || !validIds.every((id): id is string => typeof id === 'string')) return null;
  return { scenario, validIds: validIds.join(', ') };
}

/** The service's own words for a refusal we have no text for (its `detail`, else `error`), or null. */
export function serviceErrorDetail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const name of ['detail', 'error']) {
    const value: unknown = Reflect.get(body, name);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
