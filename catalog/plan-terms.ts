/**
 * How each plan's renewal and trial read for people and fall in time: the checkout's price line,
 * the receipts' cadence, the schedules' due dates and the display summary of app §3 in docs/spec-coverage.md, all
 * derived from catalog/cadence.ts (periods, trial length) and catalog/plans.ts (prices).
 */
import { DAY_MS, PERIODS, TRIAL_DAYS, type Period } from './cadence';
import { findPlan, formatPrice, type Plan } from './plans';

/** The period as people read it after "every": "week", "12 weeks", "month". */
function periodWords(p: Period): string {
  if (p.unit === 'month') return p.count === 1 ? 'month' : `${p.count} months`;
  if (p.count % 7 === 0) return p.count === 7 ? 'week' : `${p.count / 7} weeks`;
  return p.count === 1 ? 'day' : `${p.count} days`;
}

export interface Cadence {
  readonly period: Period;
  /** For people: "every week", "every 12 weeks" (the spec's words for the 3-month plan), "every month". */
  readonly every: string;
  readonly next: (from: number) => number;
}

function advance(p: Period, from: number): number {
  if (p.unit === 'day') return from + p.count * DAY_MS;
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + p.count);
  return d.getTime();
}

export function cadenceOf(plan: Pick<Plan, 'length' | 'kind'>): Cadence | null {
  const period = plan.kind === 'add-on' ? null : PERIODS[plan.length];
  if (!period) return null;
  return { period, every: `every ${periodWords(period)}`, next: (from) => advance(period, from) };
}

export const hasTrial = (plan: Pick<Plan, 'sum' | 'trial_sum'>) => plan.trial_sum !== plan.sum;

/** The end of the first paid period (the first renewal's due date), in epoch ms; null when the plan never renews. */
export function firstPeriodEnd(plan: Plan, createdAt: number): number | null {
  const cadence = cadenceOf(plan);
  if (!cadence) return null;
  return hasTrial(plan) ? createdAt + TRIAL_DAYS * DAY_MS : cadence.next(createdAt);
}

/** What the shopper will really pay and when: the checkout's line next to Pay, the receipts' and the terms' words. */
export function priceLine(plan: Plan): string {
  const cadence = cadenceOf(plan);
  if (!cadence) return `${formatPrice(plan.sum)} once`;
  if (hasTrial(plan)) {
    return `${formatPrice(plan.trial_sum)} today for ${TRIAL_DAYS} days, then ${formatPrice(plan.sum)} ${cadence.every} until you cancel`;
  }
  return `${formatPrice(plan.sum)} today, then ${cadence.every} until you cancel`;
}

export interface PlanSummary {
  /** The plan the summary names (its names in the shopper's language: catalog/plan-names.ts). */
  readonly planId: string;
  readonly title: string;
  readonly price: number;
  readonly every: string;
  /** The period itself, for the summary in other languages (app/shared/terms). */
  readonly period: Period;
  readonly trial: boolean;
  /** The price after the trial (the plan's regular price), and how many days the trial price buys. */
  readonly regular: number;
  readonly trialDays: number;
}

/**
 * The display summary of app §3 in docs/spec-coverage.md, chosen by a substring of the plan id: each case reads the
 * plan it names from the catalogue. The spec counts the month ("every 1 month"), so the summary does too.
 */
const SUMMARY_PLANS: readonly (readonly [substring: string, planId: string])[] = [
  ['premium_one_month', 'club_premium_one_month'],
  ['gift_one_month', 'club_gift_one_month'],
  ['3month', 'pro_3month'],
];
const SUMMARY_FALLBACK_PLAN = 'pro_weekly_trial';

function summaryOf(planId: string): PlanSummary {
  const plan = findPlan(planId);
  const cadence = plan ? cadenceOf(plan) : null;
  if (!plan || !cadence) throw new Error(`app §3's display summary needs the subscription plan "${planId}" in catalog/plans.ts.`);
  const { period } = cadence;
  const trial = hasTrial(plan);
  return { planId: plan.id, title: plan.name, price: trial ? plan.trial_sum : plan.sum, every: period.unit === 'month' ? `${period.count} month` : periodWords(period), period, trial, regular: plan.sum, trialDays: TRIAL_DAYS };
}

const SUMMARIES = new Map([...SUMMARY_PLANS.map(([, id]) => [id, summaryOf(id)] as const), [SUMMARY_FALLBACK_PLAN, summaryOf(SUMMARY_FALLBACK_PLAN)]]);

export function planSummary(planId: string): PlanSummary {
  const id = SUMMARY_PLANS.find(([substring]) => planId.includes(substring))?.[1] ?? SUMMARY_FALLBACK_PLAN;
  const summary = SUMMARIES.get(id);
  if (!summary) throw new Error(`No display summary for "${id}".`);
  return summary;
}

/**
 * The plan display summary of app §3 in docs/spec-coverage.md as one line. The spec's "Weekly Plan: $1 trial, every
 * week" read as $1 a week, so a trial says what it costs and for how long, then what follows:
 * "Weekly Plan: $1 for 7 days, then $19.99 every week".
 */
export function planSummaryLine(summary: PlanSummary): string {
  if (summary.trial) return `${summary.title}: ${formatPrice(summary.price)} for ${summary.trialDays} days, then ${formatPrice(summary.regular)} every ${summary.every}`;
  return `${summary.title}: ${formatPrice(summary.price)}, every ${summary.every}`;
}

// How the renewal terms' sentence is put together from its words (catalog/renewal-terms-words.ts): the checkout
// (app/shared/terms/) and the consent record (the service) both build it here, so the words on record are the words shown.

/** The six texts the renewal terms are made of, in one language (ICU MessageFormat). */
export interface RenewalTermsWords {
  /** A renewal period after "every": weeks when whole weeks, calendar months, else days. */
  readonly every: string;
  readonly priceOnce: string;
  readonly priceTrial: string;
  readonly priceRenewing: string;
  readonly renewalSubscription: string;
  readonly renewalOnce: string;
}

type Values = Readonly<Record<string, string | number>>;
/** One text of one language, formatted: the app's compiled catalogue, or the service's compile of the version's words. */
export type WordsOf<K extends keyof RenewalTermsWords> = (key: K, values?: Values) => string;

/** A period as the catalogue's select reads it: whole weeks as weeks, calendar months, else days. */
export function periodValues(p: Period): { unit: string; count: number } {
  if (p.unit === 'month') return { unit: 'month', count: p.count };
  return p.count % 7 === 0 ? { unit: 'week', count: p.count / 7 } : { unit: 'day', count: p.count };
}

/** What the shopper will really pay and when: "$1 today for 7 days, then $19.99 every week until you cancel". */
export function priceLineIn(t: WordsOf<'every' | 'priceOnce' | 'priceTrial' | 'priceRenewing'>, plan: Plan, money: (value: number) => string): string {
  const cadence = cadenceOf(plan);
  if (!cadence) return t('priceOnce', { price: money(plan.sum) });
  const every = t('every', periodValues(cadence.period));
  if (hasTrial(plan)) return t('priceTrial', { trialPrice: money(plan.trial_sum), days: TRIAL_DAYS, price: money(plan.sum), every });
  return t('priceRenewing', { price: money(plan.sum), every });
}

/** The sentence beside Pay around a price line. */
export const renewalTermsIn = (t: WordsOf<'renewalSubscription' | 'renewalOnce'>, plan: Plan, priceLine: string): string =>
  plan.kind === 'add-on' ? t('renewalOnce', { priceLine }) : t('renewalSubscription', { priceLine });
