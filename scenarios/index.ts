/** The scenario catalogue: the single source of truth for the simulator, the QA console and e2e. */
import { SCENARIO_IDS, type ScenarioId } from './ids';
import type { Scenario } from './types';
import { applePayCancel } from './apple-pay-cancel';
import { applePaySubscriptionError } from './apple-pay-subscription-error';
import { applePaySuccess } from './apple-pay-success';
import { authorizeNotRequested } from './authorize-not-requested';
import { authorizeServerError } from './authorize-server-error';
import { bankApprovedLate } from './bank-approved-late';
import { bankDeclined } from './bank-declined';
import { bankSuccess } from './bank-success';
import { declined } from './declined';
import { failedPollCounts5 } from './failed-poll-counts-5';
import { googlePay3ds } from './google-pay-3ds';
import { googlePayCancel } from './google-pay-cancel';
import { googlePayDeclined } from './google-pay-declined';
import { installmentsBr, installmentsBrCardOption, type CardOptionOverride } from './installments-br';
import { insufficientFunds } from './insufficient-funds';
import { networkError } from './network-error';
import { paypalCancel } from './paypal-cancel';
import { paypalStore } from './paypal-store';
import { paypalSuccess } from './paypal-success';
import { pending } from './pending';
import { pending3dsFailure } from './pending-3ds-failure';
import { pending3dsSuccess } from './pending-3ds-success';
import { pendingThenSuccess } from './pending-then-success';
import { pixLateSuccess } from './pix-late-success';
import { pixTimeout } from './pix-timeout';
import { pollExhausted } from './poll-exhausted';
import { rateLimited429 } from './rate-limited-429';
import { redirectAbandoned } from './redirect-abandoned';
import { serverErrorThenSuccess } from './server-error-then-success';
import { sessionExpired } from './session-expired';
import { sessionExpiredMidPoll } from './session-expired-mid-poll';
import { storedCardSuccess } from './stored-card-success';
import { subscriptionServiceError } from './subscription-service-error';
import { success } from './success';
import { cardExpiredBeforeRenewal } from './card-expired-before-renewal';
import { renewalDeclinedCancelled } from './renewal-declined-cancelled';
import { renewalDeclinedThenRecovered } from './renewal-declined-then-recovered';
import { renewalSuccess } from './renewal-success';
import { refundFailed } from './refund-failed';
import { refundSuccess } from './refund-success';
import { vaultTokenExpired } from './vault-token-expired';

export { SCENARIO_IDS, DEFAULT_SCENARIO_ID, isScenarioId, type ScenarioId } from './ids';
export { TEST_CARD_SCENARIOS } from './test-cards';
export { fieldErrors, scenarioIssueText, type FieldError, FaultRouteSchema, FaultStepSchema, PollAnswerSchema, ScenarioSchema, scenarioJsonSchema, SCENARIO_ID_PATTERN } from './schema';
export type * from './types';
export type { CardOptionOverride } from './installments-br';

/** Keyed by id so that the type checker refuses an id without a scenario file. */
export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = {
  success,
  declined,
  'insufficient-funds': insufficientFunds,
  'rate-limited-429': rateLimited429,
  'session-expired': sessionExpired,
  'vault-token-expired': vaultTokenExpired,
  'failed-poll-counts-5': failedPollCounts5,
  'poll-exhausted': pollExhausted,
  'authorize-not-requested': authorizeNotRequested,
  'network-error': networkError,
  'subscription-service-error': subscriptionServiceError,
  'pending-3ds-success': pending3dsSuccess,
  'pending-3ds-failure': pending3dsFailure,
  pending,
  'pending-then-success': pendingThenSuccess,
  'pix-late-success': pixLateSuccess,
  'pix-timeout': pixTimeout,
  'redirect-abandoned': redirectAbandoned,
  'bank-success': bankSuccess,
  'bank-declined': bankDeclined,
  'bank-approved-late': bankApprovedLate,
  'apple-pay-success': applePaySuccess,
  'apple-pay-cancel': applePayCancel,
  'apple-pay-subscription-error': applePaySubscriptionError,
  'google-pay-3ds': googlePay3ds,
  'google-pay-cancel': googlePayCancel,
  'google-pay-declined': googlePayDeclined,
  'paypal-success': paypalSuccess,
  'paypal-cancel': paypalCancel,
  'paypal-store': paypalStore,
  'stored-card-success': storedCardSuccess,
  'installments-br': installmentsBr,
  'server-error-then-success': serverErrorThenSuccess,
  'session-expired-mid-poll': sessionExpiredMidPoll,
  'authorize-server-error': authorizeServerError,
  'renewal-success': renewalSuccess,
  'renewal-declined-then-recovered': renewalDeclinedThenRecovered,
  'renewal-declined-cancelled': renewalDeclinedCancelled,
  'card-expired-before-renewal': cardExpiredBeforeRenewal,
  'refund-success': refundSuccess,
  'refund-failed': refundFailed,
};

export function listScenarios(): readonly Scenario[] {
  return SCENARIO_IDS.map((id) => SCENARIOS[id]);
}

/** Scenarios that change the card option's clientConfig flags of the lookup result (installments, billing info). */
export const CARD_OPTION_OVERRIDES: Readonly<Partial<Record<ScenarioId, CardOptionOverride>>> = {
  'installments-br': installmentsBrCardOption,
};
