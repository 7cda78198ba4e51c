/**
 * Every scenario a payment session can run: the built-in catalogue (scenarios/, read-only) and the
 * ones QA saved at runtime (issue 28), kept in SQLite and in memory. The provider resolves a
 * session's scenario once, when the session or its attempt starts (payment-provider/payments/sessions.ts), through
 * `get`, a map lookup: no request reads this table.
 */
import { listScenarios, SCENARIO_IDS, SCENARIOS, isScenarioId, ScenarioSchema, type Scenario } from '../../../scenarios';
import { Problem } from '../../platform/http/problem';
import { migrate, type Db } from '../../platform/store/db';
import { SCENARIO_MIGRATIONS } from './migrations';

/** What a session needs of the store: the scenario of an id, built-in or saved. */
export interface ScenarioLookup {
  get(id: string): Scenario | undefined;
  /** Every id a session may name, built-in first. */
  ids(): readonly string[];
}

/** The built-in catalogue alone (sessions outside a simulator, tests). */
export const CATALOGUE: ScenarioLookup = { get: (id) => (isScenarioId(id) ? SCENARIOS[id] : undefined), ids: () => SCENARIO_IDS };

export interface ListedScenario {
  readonly scenario: Scenario;
  /** True for the catalogue's scenarios, which cannot be changed or removed here. */
  readonly builtIn: boolean;
  readonly updatedAt: string | null;
}

interface Row {
  readonly id: string;
  readonly body: string;
  readonly updated_at: number;
}

export class ScenarioStore implements ScenarioLookup {
  private readonly saved = new Map<string, { scenario: Scenario; updatedAt: number }>();
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    migrate(db, SCENARIO_MIGRATIONS);
    this.sql = {
      all: db.prepare('SELECT id, body, updated_at FROM runtime_scenarios ORDER BY created_at, id'),
      insert: db.prepare('INSERT INTO runtime_scenarios (id, body, created_at, updated_at) VALUES (@id, @body, @now, @now)'),
      update: db.prepare('UPDATE runtime_scenarios SET body = @body, updated_at = @now WHERE id = @id'),
      remove: db.prepare('DELETE FROM runtime_scenarios WHERE id = ?'),
    };
    for (const row of this.sql.all.all() as Row[]) {
      // Never fail open: a stored body the schema no longer accepts stops the simulator with its id named.
      const parsed = ScenarioSchema.safeParse(JSON.parse(row.body));
      if (!parsed.success) throw new Error(`Runtime scenario "${row.id}" in the database no longer fits the scenario schema: ${parsed.error.message}`);
      this.saved.set(row.id, { scenario: parsed.data, updatedAt: row.updated_at });
    }
  }

  get(id: string): Scenario | undefined {
    return isScenarioId(id) ? SCENARIOS[id] : this.saved.get(id)?.scenario;
  }

  ids(): string[] {
    return [...SCENARIO_IDS, ...this.saved.keys()];
  }

  list(): ListedScenario[] {
    return [
      ...listScenarios().map((scenario) => ({ scenario, builtIn: true, updatedAt: null })),
      ...[...this.saved.values()].map(({ scenario, updatedAt }) => ({ scenario, builtIn: false, updatedAt: new Date(updatedAt).toISOString() })),
    ];
  }

  /** Saves a new scenario; its id must be free among the built-in and the saved ones. */
  create(scenario: Scenario): void {
    if (isScenarioId(scenario.id)) throw new Problem('scenario-read-only', `"${scenario.id}" is a built-in scenario: choose another id.`, { field: 'id' });
    if (this.saved.has(scenario.id)) throw new Problem('scenario-exists', `A scenario with the id "${scenario.id}" exists: change it with PUT, or choose another id.`, { field: 'id' });
    const now = this.now();
    this.sql.insert.run({ id: scenario.id, body: JSON.stringify(scenario), now });
    this.saved.set(scenario.id, { scenario, updatedAt: now });
  }

  /** Changes a saved scenario. Sessions already running it keep the version they started with (payment-provider/payments/sessions.ts). */
  replace(scenario: Scenario): void {
    this.assertSaved(scenario.id);
    const now = this.now();
    this.sql.update.run({ id: scenario.id, body: JSON.stringify(scenario), now });
    this.saved.set(scenario.id, { scenario, updatedAt: now });
  }

  remove(id: string): void {
    this.assertSaved(id);
    this.sql.remove.run(id);
    this.saved.delete(id);
  }

  private assertSaved(id: string): void {
    if (isScenarioId(id)) throw new Problem('scenario-read-only', `"${id}" is a built-in scenario: the catalogue in scenarios/ is changed in code, not here.`);
    if (!this.saved.has(id)) throw new Problem('not-found', `No saved scenario has the id "${id.slice(0, 80)}".`);
  }
}
