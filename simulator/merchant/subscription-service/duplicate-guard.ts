/**
 * One active subscription per email per plan family (issue 10, point 4): 100 separately paid
 * creates for one email used to make 100 subscriptions, each renewing. A second purchase is refused
 * with a message that sends the shopper to what they already have: at /init/session when the
 * merchant names the shopper (before any charge), else at create, where the charge is voided.
 */
import { SHOPPER_MESSAGES } from '../../../catalog/shopper-messages';
import { Problem } from '../../platform/http/problem';
import type { SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';

/** The plan family is the product variant the id starts with: `pro_weekly_trial` and `pro_3month` are both `pro`. */
export function planFamily(planId: string): string {
  return planId.split('_')[0] ?? planId;
}

export function assertNotSubscribed(subscriptions: SubscriptionsRepo, email: string, planId: string, exceptExecution?: string): void {
  assertNoneActive(subscriptions.activeOf(email), planId, exceptExecution);
}

/** The same rule on the email's active subscriptions the caller has already read. */
export function assertNoneActive(activeOfEmail: readonly SubscriptionRow[], planId: string, exceptExecution?: string): void {
  const family = planFamily(planId);
  const active = activeOfEmail.find((s) => planFamily(s.plan_id) === family && s.execution_id !== exceptExecution);
  if (active) throw new Problem('already-subscribed', SHOPPER_MESSAGES.alreadySubscribed, { subscriptionPlan: active.plan_id });
}
