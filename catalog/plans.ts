/**
 * The plan catalogue of app §3 in docs/spec-coverage.md: the single source of prices for the app and for the
 * merchant backend in the simulator, which reads it to check what a first charge must be. A leaf
 * module: it imports only catalog/cadence.ts, so the simulator may depend on it without pulling in the app.
 */
import { TRIAL_DAYS } from './cadence';

export const PLAN_LENGTHS = ['7d', '84d', '3m', '1w', '1m', '120m'] as const;
export type PlanLength = (typeof PLAN_LENGTHS)[number];

export interface Plan {
  readonly id: string;
  /** Regular price in US dollars. */
  readonly sum: number;
  /** First charge in US dollars (equal to `sum` when the plan has no trial). */
  readonly trial_sum: number;
  readonly length: PlanLength;
  readonly discount_percent: number;
  readonly name: string;
  /**
   * What shoppers read (checkout, receipts, the members' area, Apple Pay's sheet): never the variant
   * ("pro", "club") or the price point ("sale"), which only the id and the price carry (issue 31).
   */
  readonly name_full: string;
  /** Subscriptions renew; add-ons are charged once. */
  readonly kind: 'subscription' | 'add-on';
}

export const CURRENCY = 'USD';

const variants = ['pro', 'club'] as const;
export type PlanVariant = (typeof variants)[number];

function family(
  base: string,
  prices: { sum: number; trial_sum?: number; length: PlanLength; name: string; name_full: string; kind: Plan['kind'] },
  discount_percent = 0,
): Plan[] {
  return variants.map((variant) => ({
    id: `${variant}_${base}`,
    sum: prices.sum,
    trial_sum: prices.trial_sum ?? prices.sum,
    length: prices.length,
    discount_percent,
    name: prices.name,
    name_full: prices.name_full,
    kind: prices.kind,
  }));
}

const pct = (regular: number, sale: number) => Math.round((1 - sale / regular) * 100);

export const PLANS: readonly Plan[] = [
  ...family('weekly_trial', { sum: 19.99, trial_sum: 1, length: '1w', name: 'Weekly Plan', name_full: `Weekly plan with ${TRIAL_DAYS}-day trial`, kind: 'subscription' }),
  ...family('3month', { sum: 49, length: '3m', name: '3-Month Plan', name_full: '3-month plan', kind: 'subscription' }),
  ...family('3month_48', { sum: 48, length: '84d', name: '3-Month Plan', name_full: '3-month plan, 12 weeks', kind: 'subscription' }),
  ...family('early_access', { sum: 19.99, length: '120m', name: 'Early access', name_full: 'Early access to new games', kind: 'add-on' }),
  ...family('early_access_s', { sum: 14.99, length: '120m', name: 'Early access', name_full: 'Early access to new games', kind: 'add-on' }, pct(19.99, 14.99)),
  ...family('analysis_report', { sum: 19.99, length: '120m', name: 'Analysis report', name_full: 'Extended analysis report', kind: 'add-on' }),
  ...family('analysis_report_s', { sum: 14.99, length: '120m', name: 'Analysis report', name_full: 'Extended analysis report', kind: 'add-on' }, pct(19.99, 14.99)),
  ...family('analysis_report_s2', { sum: 11.99, length: '120m', name: 'Analysis report', name_full: 'Extended analysis report', kind: 'add-on' }, pct(19.99, 11.99)),
  ...family('offline_access_s', { sum: 4.99, length: '120m', name: 'Offline access', name_full: 'Offline access', kind: 'add-on' }),
  ...family('ult_pack', { sum: 32.99, length: '120m', name: 'Ultimate pack', name_full: 'Ultimate pack', kind: 'add-on' }),
  ...family('ult_pack_s', { sum: 28.99, length: '120m', name: 'Ultimate pack', name_full: 'Ultimate pack', kind: 'add-on' }, pct(32.99, 28.99)),
  { id: 'club_gift_one_month', sum: 19.99, trial_sum: 19.99, length: '1m', discount_percent: 0, name: 'Gift Plan', name_full: 'Gift plan, one month', kind: 'subscription' },
  { id: 'club_premium_one_month', sum: 13.99, trial_sum: 13.99, length: '1m', discount_percent: 0, name: 'Premium Plan', name_full: 'Premium plan, one month', kind: 'subscription' },
];

/** The plan offered when no `plan` query parameter names one. */
export const DEFAULT_PLAN_ID = 'pro_weekly_trial';

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** Dollars as the provider's amount string: 1 -> "1.00". */
export function toAmountValue(dollars: number): string {
  return (Math.round(dollars * 100) / 100).toFixed(2);
}

/** Dollars for people: 1 -> "$1", 19.99 -> "$19.99". */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
