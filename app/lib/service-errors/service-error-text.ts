/**
 * What a shopper reads when the service refuses a call (issue 33): the service's problem+json keeps
 * its English `detail` and `error` for developers (simulator/platform/http/problem.ts); the screen shows this
 * catalogue's text for the problem's stable `reason`, else its `code`, in the shopper's language (the
 * part "errors" of app/lib/i18n/sources.ts). An unknown code, or none, shows the call's own fallback
 * (the spec's 'Something went wrong', 'Finalize error', …): never a blank, a raw code or an English detail.
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

/** The catalogue key for a refused call's answer body, or null (no body, no known code): the caller then shows its fallback. */
export function serviceErrorKey(body: unknown): ServiceErrorKey | null {
  const reason = field(body, 'reason');
  const code = field(body, 'code');
  return (reason !== null && Object.hasOwn(BY_REASON, reason) ? BY_REASON[reason] : undefined) ?? (code !== null && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined) ?? null;
}
