/**
 * A scenario as a file for scenarios/ (the console's "Export"): the module a developer drops into
 * the catalogue beside its id in ids.ts and its entry in index.ts (README, "Scenario editor").
 */
import type { Scenario } from '../../../scenarios';

/** `pending-3ds-success` -> `pending3dsSuccess`, the catalogue's naming of a scenario's constant. */
export function constantName(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export function scenarioFile(scenario: Scenario): string {
  return [
    "import type { Scenario } from './types';",
    '',
    `/** Saved in the QA console and exported: add '${scenario.id}' to SCENARIO_IDS (ids.ts) and to SCENARIOS (index.ts). */`,
    `export const ${constantName(scenario.id)}: Scenario = ${JSON.stringify(scenario, null, 2)};`,
    '',
  ].join('\n');
}
