import type { Migration } from '../../platform/store/db';

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

/** Fault counters and switched faults (issue 28): simulator/payment-provider/payments/fault-store.ts. */
export const FAULT_MIGRATIONS: readonly Migration[] = [
  {
    version: 2802,
    name: 'fault_counters',
    // Keyed by execution id, never by the session's bearer token (a secret). The switched fault is JSON, checked by FaultSchema when read.
    sql: `
      CREATE TABLE fault_calls (
        execution_id  TEXT NOT NULL,
        route         TEXT NOT NULL,
        calls         INTEGER NOT NULL CHECK (calls >= 0),
        PRIMARY KEY (execution_id, route)
      );
      CREATE TABLE switched_faults (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        execution_id  TEXT NOT NULL,
        route         TEXT NOT NULL,
        fault         TEXT NOT NULL CHECK (json_valid(fault)),
        remaining     INTEGER NOT NULL CHECK (remaining >= 0)
      );
      CREATE INDEX switched_faults_execution ON switched_faults (execution_id);
    `,
  },
];
