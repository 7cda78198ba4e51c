import type { DropInOptions } from '../../../widget';
import { paths } from '../../config/paths';
import { cadenceOf, hasTrial } from '../../../catalog/plan-terms';
import { DAY_MS, TRIAL_DAYS } from '../../../catalog/cadence';
import { toAmountValue, type Plan } from '../../../catalog/plans';

type ApplePayRecurring = NonNullable<DropInOptions['applePayRecurring']>;

/**
 * The chosen plan's renewal as the Apple Pay sheet's recurring payment: its regular price, its
 * cadence, the first renewal after the trial, and where the subscription is managed. Null for add-ons.
 */
export function applePayRecurring(plan: Plan, origin: string, now: number): ApplePayRecurring | null {
  const cadence = cadenceOf(plan);
  if (!cadence) return null;
  return {
    description: plan.name_full,
    label: plan.name,
    amount: toAmountValue(plan.sum),
    intervalUnit: cadence.period.unit,
    intervalCount: cadence.period.count,
    ...(hasTrial(plan) ? { startDate: new Date(now + TRIAL_DAYS * DAY_MS) } : {}),
    managementUrl: `${origin}${paths.webapp.manageSubscriptions}`,
  };
}
