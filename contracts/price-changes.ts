/**
 * QA schedules a new price for a plan from a date (issue 29, point 3): POST /qa/api/price-changes
 * with ScheduleRequest answers the PriceChange; GET lists them. Existing subscribers are told 7 to 30
 * days ahead and renew at the new price only after that (simulator/merchant/renewals/price-changes.ts).
 */
import { z } from 'zod';

export const PRICE_CHANGES_PATH = '/qa/api/price-changes';

export const PriceChangeRequest = z.strictObject({
  plan_id: z.string().min(1).max(100),
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
