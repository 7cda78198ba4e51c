/**
 * How long each plan's period and its trial last: the one place these facts are written (issue 29,
 * point 6). A leaf module (types aside), so the plan catalogue can name the trial in its own words;
 * catalog/plan-terms.ts turns these into what screens, emails and schedules say and compute.
 */
import type { PlanLength } from './plans';

/** One day in milliseconds: the unit every schedule, reminder and retention rule counts in. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The weekly trial: the first charge (trial_sum) covers this many days, then the regular price renews (app §9 in docs/spec-coverage.md). */
export const TRIAL_DAYS = 7;

/** A renewal period: a whole number of days or calendar months (the Apple Pay sheet states it the same way). */
export interface Period {
  readonly unit: 'day' | 'month';
  readonly count: number;
}

/** How each plan length renews; add-ons (120m) are charged once and never renew. */
export const PERIODS: Readonly<Record<PlanLength, Period | null>> = {
  '7d': { unit: 'day', count: 7 },
  '1w': { unit: 'day', count: 7 },
  '84d': { unit: 'day', count: 84 },
  // app §3 in docs/spec-coverage.md: "3month = 3-Month Plan, 49, every 12 weeks".
  '3m': { unit: 'day', count: 84 },
  '1m': { unit: 'month', count: 1 },
  '120m': null,
};
