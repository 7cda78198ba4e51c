/**
 * The catalogue as a whole: every scenario id starts a payment session, and the README's QA table
 * lists every id with its title, so the documentation QA reads can never drift from the code.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listScenarios, SCENARIO_IDS } from '../../../scenarios';
import type { Simulator } from '../../create-simulator';
import { readmeRow } from './scenario-summary';
import { testSimulator } from '../../test-support';

const README = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'README.md'), 'utf8');

/** The rows of the table under "### Scenarios" in the QA section: id -> the whole row. */
function readmeScenarioRows(): Map<string, string> {
  const section = /^### Scenarios\n([\s\S]*?)(?=^#{2,3} )/m.exec(README)?.[1];
  if (!section) throw new Error('README.md has no "### Scenarios" section in its QA part');
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const id = /^\| `([a-z0-9-]+)` \|/.exec(line)?.[1];
    if (id) rows.set(id, line);
  }
  return rows;
}

let sim: Simulator;
beforeAll(() => {
  sim = testSimulator();
});
afterAll(() => sim.close());

describe('the scenario catalogue', () => {
  it('has unique ids, each with a title and a description', () => {
    expect(new Set(SCENARIO_IDS).size).toBe(SCENARIO_IDS.length);
    for (const s of listScenarios()) {
      expect(s.title.length, s.id).toBeGreaterThan(5);
      expect(s.description.length, s.id).toBeGreaterThan(20);
    }
  });

  it.each(SCENARIO_IDS.map((id) => [id]))('"%s" answers /init/session with the scenario echoed', async (id) => {
    const res = await request(sim.apps.service).get('/init/session').query({ scenario: id }).expect(200);
    expect(res.body.scenario).toBe(id);
    expect(res.body.token).toMatch(/^ps_/);
  });

  it('is listed in the README, one row per id with its method, title and expected end', () => {
    const rows = readmeScenarioRows();
    const wrong = listScenarios()
      .map(readmeRow)
      .filter((row) => !rows.has(/`([^`]+)`/.exec(row)?.[1] ?? '') || rows.get(/`([^`]+)`/.exec(row)?.[1] ?? '') !== row);
    // The message is the rows to paste into README.md (### Scenarios) as they should read.
    expect(wrong, `README.md rows missing or stale:\n${wrong.join('\n')}`).toEqual([]);
    const unknown = [...rows.keys()].filter((id) => !(SCENARIO_IDS as readonly string[]).includes(id));
    expect(unknown, 'README.md lists ids the catalogue does not have').toEqual([]);
  });
});
