import type { Migration } from '../store/migrations';

/** Runtime scenarios (issue 28): the ones QA saves through /qa/api/scenarios, beside the read-only catalogue in scenarios/. */
export const SCENARIO_MIGRATIONS: readonly Migration[] = [
  {
    version: 2801,
    name: 'runtime_scenarios',
    // The body is the whole scenario as JSON, checked by ScenarioSchema before it is written and again when read.
    sql: `
      CREATE TABLE runtime_scenarios (
        id          TEXT PRIMARY KEY,
        body        TEXT NOT NULL CHECK (json_valid(body)),
        created_at  INTEGER NOT NULL,
        updated_at  INTEGER NOT NULL
      );
    `,
  },
];
