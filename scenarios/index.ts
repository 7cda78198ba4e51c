/** The scenario catalogue: the single source of truth for the simulator, the QA console and e2e. */
import { SCENARIO_IDS, type ScenarioId } from './ids';
import type { Scenario } from './types';
import { success } from './success';
import { declined } from './declined';

export { SCENARIO_IDS, DEFAULT_SCENARIO_ID, isScenarioId, type ScenarioId } from './ids';
export { TEST_CARD_SCENARIOS } from './test-cards';
export type * from './types';

/** Keyed by id so that the type checker refuses an id without a scenario file. */
export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = { success, declined };

export function listScenarios(): readonly Scenario[] {
  return SCENARIO_IDS.map((id) => SCENARIOS[id]);
}
