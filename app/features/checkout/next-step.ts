/**
 * What a failed payment tells the shopper to do next (issue 45), beside the widget's own failure text:
 * chosen by the failure code, the method paid with and the coded error behind it, never by a message's text.
 */
import type { ErrorCode, FailureCode, PaymentMethodCode } from '../../../widget';

export type NextStep = 'nextAnotherCard' | 'nextThreeDs' | 'nextBankApp' | 'nextAnotherMethod' | 'nextCheckCard' | 'nextTryLater' | 'nextCancelled';

/** Errors that say the method itself cannot pay here: another method is the way on. */
const METHOD_UNUSABLE: readonly ErrorCode[] = ['WALLET_UNAVAILABLE', 'WALLET_CONFIG_INVALID', 'PAYPAL_BUTTON_MOUNT_FAILED', 'IFRAME_CREATION_FAILED'];

export function nextStepOf(failure: { readonly code: FailureCode; readonly method: PaymentMethodCode; readonly error?: ErrorCode | undefined }): NextStep {
  const { code, method, error } = failure;
  if (error && METHOD_UNUSABLE.includes(error)) return 'nextAnotherMethod';
  switch (code) {
    case 'USER_CANCELLED':
      return 'nextCancelled';
    case 'VALIDATION_FAILED':
      return method === 'card' ? 'nextCheckCard' : 'nextAnotherMethod';
    case 'AUTHENTICATION_ERROR':
    case 'UNKNOWN_ERROR':
      return 'nextTryLater';
    case 'AUTHORIZATION_ERROR':
      if (error === 'EXECUTOR_3DS_FAILED') return 'nextThreeDs';
      if (method === 'card') return 'nextAnotherCard';
      return method === 'genericRedirect' ? 'nextBankApp' : 'nextAnotherMethod';
  }
}
