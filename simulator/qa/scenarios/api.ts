/**
 * The runtime scenario API under /qa/api (issue 28, README "Scenario API"): list, read, create
 * (POST), change (PUT) and remove (DELETE) scenarios, the scenario JSON Schema, and a scenario as a
 * file for scenarios/. Built-in scenarios are read-only; one a live session runs cannot be removed.
 */
import { Router, type Request } from 'express';
import { fieldErrors, scenarioIssueText, scenarioJsonSchema, ScenarioSchema, type FieldError, type Scenario } from '../../../scenarios';
import { Problem } from '../../platform/http/problem';
import type { PaymentSessions } from '../../payment-provider/payments/sessions';
import { summarize } from './scenario-summary';
import { scenarioFile } from './export-file';
import type { ScenarioStore } from '../../payment-provider/scenarios/store';

/**
 * Checks a scenario body against the schema. The id is the path's: a body may leave it out, but one
 * that names another id is refused. Every wrong field is named, not only the first.
 */
export function checkScenario(pathId: string, body: unknown): { ok: true; scenario: Scenario } | { ok: false; errors: FieldError[] } {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!record) return { ok: false, errors: [{ field: '(body)', message: 'send the scenario as a JSON object' }] };
  const errors: FieldError[] = [];
  if (record.id !== undefined && record.id !== pathId) errors.push({ field: 'id', message: `the body names "${String(record.id).slice(0, 80)}" but the URL names "${pathId.slice(0, 80)}"` });
  const parsed = ScenarioSchema.safeParse({ ...record, id: pathId }, { error: scenarioIssueText });
  if (parsed.success && errors.length === 0) return { ok: true, scenario: parsed.data };
  return { ok: false, errors: [...errors, ...(parsed.success ? [] : fieldErrors(parsed.error))] };
}

function parsedScenario(req: Request): Scenario {
  const id = String(req.params.id);
  const checked = checkScenario(id, req.body);
  if (checked.ok) return checked.scenario;
  throw new Problem('invalid-scenario', checked.errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors: checked.errors });
}

export function scenarioApi({ store, sessions }: { readonly store: ScenarioStore; readonly sessions: PaymentSessions }): Router {
  const router = Router();
  router.get('/scenario-schema', (_req, res) => {
    res.type('application/schema+json').send(JSON.stringify(scenarioJsonSchema()));
  });
  router.get('/scenarios', (_req, res) => {
    res.json(store.list().map(({ scenario, builtIn, updatedAt }) => ({ ...scenario, builtIn, updatedAt, summary: summarize(scenario) })));
  });
  router.get('/scenarios/:id', (req, res) => {
    const scenario = store.get(req.params.id);
    if (!scenario) throw new Problem('not-found', `No scenario has the id "${req.params.id.slice(0, 80)}".`);
    res.json(scenario);
  });
  router.get('/scenarios/:id/export', (req, res) => {
    const scenario = store.get(req.params.id);
    if (!scenario) throw new Problem('not-found', `No scenario has the id "${req.params.id.slice(0, 80)}".`);
    res.attachment(`${scenario.id}.ts`).type('text/plain; charset=utf-8').send(scenarioFile(scenario));
  });
  router.post('/scenarios/:id', (req, res) => {
    const scenario = parsedScenario(req);
    store.create(scenario);
    res.status(201).location(`${req.baseUrl}/scenarios/${scenario.id}`).json(scenario);
  });
  router.put('/scenarios/:id', (req, res) => {
    const scenario = parsedScenario(req);
    store.replace(scenario);
    res.json(scenario);
  });
  router.delete('/scenarios/:id', (req, res) => {
    const { id } = req.params;
    if (store.get(id)) {
      const live = sessions.liveUsing(id);
      if (live.length > 0) {
        throw new Problem('scenario-in-use', `Live payment sessions run "${id}" (executions ${live.join(', ')}): remove it once they expire.`, { executions: live });
      }
    }
    store.remove(id);
    res.status(204).end();
  });
  return router;
}
