/**
 * QA schedules a new price for a plan from a date (issue 29, point 3): POST /qa/api/price-changes
 * with ScheduleRequest answers the PriceChange; GET lists them. Existing subscribers are told 7 to 30
 * days ahead and renew at the new price only after that (simulator/merchant/renewals/price-changes.ts).
 */
import { z } from 'zod';
import { PLANS } from '../catalog/plans';
import { cadenceOf } from '../catalog/plan-terms';

export const PRICE_CHANGES_PATH = '/qa/api/price-changes';

/**
 * A plan that renews (catalog/plans.ts): the document lists them and the handler's parse refuses any other
 * with words a QA person reads in the 400, one schema for both (issue 43). A one-off plan's price changes
 * nothing for the people who already bought it.
 */
const RenewingPlanId = (() => {
  const [first, ...rest] = PLANS.filter((p) => cadenceOf(p) !== null).map((p) => p.id);
  if (first === undefined) throw new Error('the catalogue has no renewing plan');
  return z.enum([first, ...rest], {
    error: (issue) => {
      if (typeof issue.input !== 'string') return undefined;
      const plan = PLANS.find((p) => p.id === issue.input);
      return plan ? `The plan "${plan.id}" is charged once and never renews: its price changes nothing for existing buyers.` : `No plan has the id "${issue.input.slice(0, 80)}".`;
    },
  });
})();

export const PriceChangeRequest = z.strictObject({
  plan_id: RenewingPlanId,
  /** The new regular price in dollars. */
  price: z.number().positive().max(1000).multipleOf(0.01),
  /** From when renewals charge it (ISO time, at least 7 days ahead). */
  effective_at: z.iso.datetime({ offset: true }),
});
export type PriceChangeRequest = z.infer<typeof PriceChangeRequest>;

export const PriceChange = z.object({
  id: z.string(),
  plan_id: z.string(),
  price: z.number(),
  effective_at: z.string(),
  created_at: z.string(),
});
export type PriceChange = z.infer<typeof PriceChange>;

export const PriceChangeList = z.object({ price_changes: z.array(PriceChange) });
export type PriceChangeList = z.infer<typeof PriceChangeList>;
