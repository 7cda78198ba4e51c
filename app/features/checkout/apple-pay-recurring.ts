import type { DropInOptions } from '../../../widget';
import { paths } from '../../config/paths';
import { toAmountValue, type Plan } from '../../plans';

type ApplePayRecurring = NonNullable<DropInOptions['applePayRecurring']>;

/** app-spec section 9: the app's Apple Pay recurs every 7 days (the weekly plan; its trial lasts as long). */
export const APPLE_PAY_RECURRING_DAYS = 7;
/** app-spec section 3: the 3-month plans renew every 12 weeks. */
const TWELVE_WEEKS_DAYS = 84;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How each plan length renews in the Apple Pay sheet; add-ons (120m) are charged once. */
const INTERVALS: Readonly<Record<Plan['length'], Pick<ApplePayRecurring, 'intervalUnit' | 'intervalCount'> | null>> = {
  '1w': { intervalUnit: 'day', intervalCount: APPLE_PAY_RECURRING_DAYS },
  '7d': { intervalUnit: 'day', intervalCount: APPLE_PAY_RECURRING_DAYS },
  '84d': { intervalUnit: 'day', intervalCount: TWELVE_WEEKS_DAYS },
  '3m': { intervalUnit: 'day', intervalCount: TWELVE_WEEKS_DAYS },
  '1m': { intervalUnit: 'month', intervalCount: 1 },
  '120m': null,
};

/**
 * The chosen plan's renewal as the Apple Pay sheet's recurring payment: its regular price, its
 * cadence, the first renewal after the trial, and where the subscription is managed. Null for add-ons.
 */
export function applePayRecurring(plan: Plan, origin: string, now: number): ApplePayRecurring | null {
  const interval = plan.kind === 'subscription' ? INTERVALS[plan.length] : null;
  if (!interval) return null;
  const trial = plan.trial_sum !== plan.sum;
  return {
    description: plan.name_full,
    label: plan.name,
    amount: toAmountValue(plan.sum),
    ...interval,
    ...(trial ? { startDate: new Date(now + APPLE_PAY_RECURRING_DAYS * DAY_MS) } : {}),
    managementUrl: `${origin}${paths.webapp.manageSubscriptions}`,
  };
}
