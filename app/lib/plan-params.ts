/**
 * The plan-bearing query parameters of the subscription route (app §2 in docs/spec-coverage.md), validated once:
 * every parameter that names a plan must name one of the catalogue, else the route shows
 * Can't find "{plan id}" for "{parameter}" parameter. Also reads the flags that travel with them.
 */
import { DEFAULT_PLAN_ID, findPlan, type Plan, type PlanVariant } from '../../catalog/plans';
import { textToBoolean } from './text-to-boolean';
import { ADD_ON_PARAMS, SUBSCRIPTION_PLAN_PARAMS, type AddOnParam } from './plan-param-names';

export { ADD_ON_PARAMS, SUBSCRIPTION_PLAN_PARAMS, type AddOnParam } from './plan-param-names';

/** The four offer slots in the order shown: the regular parameter, and the sale parameters in order of preference. */
export const OFFER_SLOTS = [
  { slot: 'early_access', regular: 'early_access', sale: ['early_access_s'] },
  { slot: 'analysis_report', regular: 'analysis_report', sale: ['analysis_report_s2', 'analysis_report_s'] },
  { slot: 'offline_access', regular: 'offline_access_s', sale: ['offline_access_s'] },
  { slot: 'ult_pack', regular: 'ult_pack', sale: ['ult_pack_s'] },
] as const satisfies readonly { slot: string; regular: AddOnParam; sale: readonly AddOnParam[] }[];
export type OfferSlot = (typeof OFFER_SLOTS)[number]['slot'];

export interface Offer {
  readonly slot: OfferSlot;
  readonly plan: Plan;
  /** The regular price, when the offer is a sale of it (additional_offer_dc=true). */
  readonly regularPrice: number | null;
}

export interface SubscriptionParams {
  readonly plan: Plan;
  /** The plan the skip popup offers instead of the trial, when given. */
  readonly skipTrialPlan: Plan | null;
  readonly offers: readonly Offer[];
  /** additional_offer_dc=true: offers show the sale prices against the regular ones. */
  readonly additionalOfferDc: boolean;
  /** sure_popup=true: leaving the checkout asks first, in a skip popup. */
  readonly surePopup: boolean;
  /** event_trick: read and carried to offers; no ad pixel consumes it yet (the spec does not say what it changes). */
  readonly eventTrick: boolean;
  /** Passed as is with Apple Pay. */
  readonly vault: string | null;
}

export type ParsedSubscriptionParams =
  | { readonly kind: 'ok'; readonly params: SubscriptionParams }
  | { readonly kind: 'unknown-plan'; readonly planId: string; readonly parameter: string };

/** 'pro' or 'club' when the host name marks the variant (app §1 in docs/spec-coverage.md), else null. */
export function hostVariant(hostname: string): PlanVariant | null {
  const labels = hostname.toLowerCase().split(/[.-]/);
  if (labels.includes('club')) return 'club';
  if (labels.includes('pro')) return 'pro';
  return null;
}

/** The plan offered without a `plan` parameter: hosts marked pro or club (and all others) start on the pro weekly trial. */
export function defaultPlanId(_hostname: string): string {
  return DEFAULT_PLAN_ID;
}

type Lookup = { readonly kind: 'ok'; readonly plan: Plan } | { readonly kind: 'missing' } | { readonly kind: 'unknown'; readonly planId: string };

function lookup(search: URLSearchParams, parameter: string, kind: Plan['kind']): Lookup {
  const id = search.get(parameter);
  if (id === null) return { kind: 'missing' };
  const plan = findPlan(id);
  // A plan of the other kind is not one this parameter can hold: it is reported like an unknown id.
  return plan && plan.kind === kind ? { kind: 'ok', plan } : { kind: 'unknown', planId: id };
}

/** Validates every plan-bearing parameter (in the spec's order) and reads the flags. */
export function parseSubscriptionParams(search: URLSearchParams, hostname: string): ParsedSubscriptionParams {
  const found = new Map<string, Plan>();
  for (const [parameter, kind] of [...SUBSCRIPTION_PLAN_PARAMS.map((p) => [p, 'subscription'] as const), ...ADD_ON_PARAMS.map((p) => [p, 'add-on'] as const)]) {
    const result = lookup(search, parameter, kind);
    if (result.kind === 'unknown') return { kind: 'unknown-plan', planId: result.planId, parameter };
    if (result.kind === 'ok') found.set(parameter, result.plan);
  }
  const plan = found.get('plan') ?? findPlan(defaultPlanId(hostname));
  if (!plan) throw new Error(`The default plan "${defaultPlanId(hostname)}" is missing from catalog/plans.ts.`);
  const additionalOfferDc = textToBoolean(search.get('additional_offer_dc'));
  const variant = hostVariant(hostname) ?? 'pro';
  const offers = OFFER_SLOTS.map((slot): Offer => {
    const regular = found.get(slot.regular) ?? findPlan(`${variant}_${slot.regular}`);
    if (!regular) throw new Error(`No ${variant}_${slot.regular} plan in catalog/plans.ts.`);
    if (!additionalOfferDc) return { slot: slot.slot, plan: regular, regularPrice: null };
    const saleParam = slot.sale.find((p) => found.has(p));
    const sale = (saleParam ? found.get(saleParam) : undefined) ?? findPlan(`${variant}_${slot.sale[slot.sale.length - 1]}`);
    if (!sale) throw new Error(`No sale plan for ${slot.slot} in catalog/plans.ts.`);
    return { slot: slot.slot, plan: sale, regularPrice: sale.sum < regular.sum ? regular.sum : null };
  });
  return {
    kind: 'ok',
    params: {
      plan,
      skipTrialPlan: found.get('skip_trial_plan') ?? null,
      offers,
      additionalOfferDc,
      surePopup: textToBoolean(search.get('sure_popup')),
      eventTrick: textToBoolean(search.get('event_trick')),
      vault: search.get('vault'),
    },
  };
}
