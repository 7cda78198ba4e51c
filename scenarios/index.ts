/** The scenario catalogue: the single source of truth for the simulator, the QA console and e2e. */
import { SCENARIO_IDS, type ScenarioId } from './ids';
import type { Scenario } from './types';
import { authorizeNotRequested } from './authorize-not-requested';
import { declined } from './declined';
import { failedPollCounts5 } from './failed-poll-counts-5';
import { insufficientFunds } from './insufficient-funds';
import { networkError } from './network-error';
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
};

export function listScenarios(): readonly Scenario[] {
  return SCENARIO_IDS.map((id) => SCENARIOS[id]);
}
