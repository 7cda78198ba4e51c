import type { DropInOptions } from '../../../widget';
import { paths } from '../../config/paths';
import { cadenceOf, hasTrial } from '../../../catalog/plan-terms';
import { DAY_MS, TRIAL_DAYS } from '../../../catalog/cadence';
import { toAmountValue, type Plan } from '../../../catalog/plans';
import { planName } from '../../lib/i18n/plan-names';
import type { AppLocale } from '../../lib/i18n/locale';

type ApplePayRecurring = NonNullable<DropInOptions['applePayRecurring']>;

/**
 * The chosen plan's renewal as the Apple Pay sheet's recurring payment: its regular price, its
 * cadence, the first renewal after the trial, and where the subscription is managed, the plan named
 * in the shopper's language (issue 44). Null for add-ons.
 */
export function applePayRecurring(plan: Plan, origin: string, now: number, locale: AppLocale): ApplePayRecurring | null {
  const cadence = cadenceOf(plan);
  if (!cadence) return null;
  return {
    description: planName(locale, plan.id, plan.name_full),
    label: planName(locale, plan.id, plan.name, 'name'),
    amount: toAmountValue(plan.sum),
    intervalUnit: cadence.period.unit,
    intervalCount: cadence.period.count,
    ...(hasTrial(plan) ? { startDate: new Date(now + TRIAL_DAYS * DAY_MS) } : {}),
    managementUrl: `${origin}${paths.webapp.manageSubscriptions}`,
  };
}
