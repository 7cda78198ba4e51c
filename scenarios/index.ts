/** The scenario catalogue: the single source of truth for the simulator, the QA console and e2e. */
import { SCENARIO_IDS, type ScenarioId } from './ids';
import type { Scenario } from './types';
import { authorizeNotRequested } from './authorize-not-requested';
import { declined } from './declined';
import { failedPollCounts5 } from './failed-poll-counts-5';
import { insufficientFunds } from './insufficient-funds';
import { networkError } from './network-error';
import { pending3dsFailure } from './pending-3ds-failure';
import { pending3dsSuccess } from './pending-3ds-success';
import { pollExhausted } from './poll-exhausted';
import { rateLimited429 } from './rate-limited-429';
import { sessionExpired } from './session-expired';
import { subscriptionServiceError } from './subscription-service-error';
import { success } from './success';
import { vaultTokenExpired } from './vault-token-expired';

export { SCENARIO_IDS, DEFAULT_SCENARIO_ID, isScenarioId, type ScenarioId } from './ids';
export { TEST_CARD_SCENARIOS } from './test-cards';
export type * from './types';

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
};

export function listScenarios(): readonly Scenario[] {
  return SCENARIO_IDS.map((id) => SCENARIOS[id]);
}
