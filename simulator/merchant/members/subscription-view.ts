/** A subscription or add-on as the members' area shows it: plan, price, next charge and card. */
import { findPlan } from '../../../catalog/plans';
import type { SubscriptionSummary } from '../../../contracts/members';
import { nextChargeDate } from '../outbox/emails';
import type { AddOnRow } from '../store/add-ons';
import type { SubscriptionRow } from '../store/subscriptions';
import { cadenceOf } from '../../../catalog/plan-terms';

/** The first charge date after `now`: the first renewal, then whole periods after it (the renewals' own cadence). */
export function upcomingCharge(planId: string, createdAt: Date, now: Date): Date | null {
  const plan = findPlan(planId);
  if (!plan) return null;
  const cadence = cadenceOf(plan);
  let next = nextChargeDate(plan, createdAt)?.getTime() ?? null;
  if (next === null || !cadence) return null;
  while (next <= now.getTime()) next = cadence.next(next);
  return new Date(next);
}

/** `endsAt`: cancelled while paid up, it stays active until then and is not charged again. */
export function subscriptionView(sub: SubscriptionRow, now: Date, endsAt: number | null = null): SubscriptionSummary {
  const plan = findPlan(sub.plan_id);
  const active = sub.status === 'active';
  const ending = active && endsAt !== null;
  return {
    id: sub.id,
    plan_id: sub.plan_id,
    name: plan?.name_full ?? sub.plan_id,
    kind: 'subscription',
    status: sub.status,
    price: plan?.sum ?? Number(sub.amount_value),
    currency: sub.currency,
    renews: plan ? (cadenceOf(plan)?.every ?? null) : null,
    next_charge_at: active && !ending ? (upcomingCharge(sub.plan_id, new Date(sub.created_at), now)?.toISOString() ?? null) : null,
    ends_at: ending ? new Date(endsAt).toISOString() : null,
    network: sub.card_network,
    last4: sub.card_last4,
    created_at: sub.created_at,
  };
}

export function addOnView(addOn: AddOnRow, sub: SubscriptionRow): SubscriptionSummary {
  const plan = findPlan(addOn.plan_id);
  return {
    id: addOn.id,
    plan_id: addOn.plan_id,
    name: plan?.name_full ?? addOn.plan_id,
    kind: 'add-on',
    status: sub.status,
    price: Number(addOn.amount_value),
    currency: addOn.currency,
    renews: null,
    next_charge_at: null,
    ends_at: null,
    network: sub.card_network,
    last4: sub.card_last4,
    created_at: addOn.created_at,
  };
}
