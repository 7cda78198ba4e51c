/**
 * The runtime scenarios a sequence's purchases run: one per combination of payment method, webhook
 * faults, renewal answers and refund answer, saved once through the QA API (POST /qa/api/scenarios/{id})
 * from the built-in scenarios they combine. They live in the server's SQLite file, so they survive a kill -9.
 */
import { get, post } from '../scripts/json-http';
import type { BuyPlan, RenewalScript } from './model';
import { BASE_SCENARIO } from '../scripts/shopper';

/** The built-in scenario whose renewal script each model script is. */
const RENEWAL_SCENARIO: Record<RenewalScript, string> = {
  paid: 'renewal-success',
  recovered: 'renewal-declined-then-recovered',
  declined: 'renewal-declined-cancelled',
};

/** A scenario id (at most 60 lowercase letters, digits and single hyphens) naming the combination. */
export function scenarioId(plan: BuyPlan): string {
  const f = plan.faults;
  return ['chaos', plan.method, `d${f.dropFirst}`, f.duplicate ? 'dup' : 'one', f.reorder ? 'rev' : 'ord', `w${f.wrongKeyFirst}`, `l${f.delayMinutes}`, plan.renewals, plan.refund].join('-');
}

export class ScenarioBook {
  private readonly saved = new Set<string>();
  private readonly builtIns = new Map<string, Record<string, unknown>>();

  constructor(private readonly service: string) {}

  private async builtIn(id: string): Promise<Record<string, unknown>> {
    const known = this.builtIns.get(id);
    if (known) return known;
    const body = (await get(`${this.service}/qa/api/scenarios/${id}`)).body;
    this.builtIns.set(id, body);
    return body;
  }

  /** Saves the combination's scenario unless this server already has it; answers its id. */
  async ensure(plan: BuyPlan): Promise<string> {
    const id = scenarioId(plan);
    if (this.saved.has(id)) return id;
    const base = await this.builtIn(BASE_SCENARIO[plan.method]);
    const renewal = (await this.builtIn(RENEWAL_SCENARIO[plan.renewals])).renewal;
    const { builtIn: _b, updatedAt: _u, summary: _s, ...scenario } = base;
    const f = plan.faults;
    const body = {
      ...scenario,
      id,
      title: `Chaos: ${plan.method}, webhook faults, ${plan.renewals} renewals`,
      description: 'Saved by the chaos test (npm run chaos): a built-in purchase with webhook faults, a renewal script and a refund answer.',
      renewal,
      refund: plan.refund === 'succeeded' ? { kind: 'succeeded' } : { kind: 'failed', reason: 'card-closed' },
      webhooks: { dropFirst: f.dropFirst, duplicate: f.duplicate, reorder: f.reorder, wrongKeyFirst: f.wrongKeyFirst, delayMinutes: f.delayMinutes },
    };
    // 409: saved before (by an earlier run on this database, or before a restart); the id names its content.
    await post(`${this.service}/qa/api/scenarios/${id}`, body, {}, (status) => status === 201 || status === 409);
    this.saved.add(id);
    return id;
  }
}
