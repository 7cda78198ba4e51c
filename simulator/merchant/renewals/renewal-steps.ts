/**
 * One due step of a subscription's life: a renewal charge (or its retry) through the provider
 * client, or its end. A charge goes under one idempotency key per renewal attempt: the attempt is
 * written as pending before the provider is asked and settled after, so a crash in between asks
 * again with the same key and the provider answers the first charge instead of charging twice.
 */
import { randomUUID } from 'node:crypto';
import { findPlan, toAmountValue, CURRENCY, formatPrice, type Plan } from '../../../catalog/plans';
import { cadenceOf } from '../../../catalog/plan-terms';
import { pastDue, renewalFailed, renewalReceipt, subscriptionEnded, type EndReason } from '../outbox/lifecycle-emails';
import type { SubscriptionRow } from '../store/subscriptions';
import { toState, type LifecycleRow } from './lifecycle-store';
import { priceAt } from './price-changes';
import { afterCharge, type ChargeOutcome } from './schedule';
import { isoDay, mail, markEnded, refOf, type SchedulerContext } from './scheduler-context';

/** Runs the subscription's next step, due now on its clock. */
export function step(ctx: SchedulerContext, row: LifecycleRow): void {
  const sub = ctx.subscriptions.byId(row.subscription_id);
  const plan = sub ? findPlan(sub.plan_id) : undefined;
  const cadence = plan ? cadenceOf(plan) : null;
  if (!sub || !plan || !cadence) {
    ctx.db.prepare('UPDATE subscription_lifecycle SET next_action = NULL, next_action_at = NULL WHERE subscription_id = ?').run(row.subscription_id);
    return;
  }
  switch (row.next_action) {
    case 'renew':
    case 'retry':
      charge(ctx, row, sub, plan);
      return;
    case 'cancel-unpaid':
      end(ctx, row, sub, plan, 'unpaid');
      return;
    case 'end':
      end(ctx, row, sub, plan, 'cancelled');
      return;
    case null:
      return;
  }
}

function charge(ctx: SchedulerContext, row: LifecycleRow, sub: SubscriptionRow, plan: Plan): void {
  const cadence = cadenceOf(plan);
  if (!cadence || row.next_action_at === null) return;
  const renewalIndex = row.renewal_index + 1;
  const key = `renewal:${sub.id}:${renewalIndex}:${row.attempt}`;
  // The plan's price, or a new one the subscriber was told of in time (issue 29, point 3).
  const chargedPrice = priceAt(plan.sum, ctx.prices.ofPlan(plan.id), ctx.prices.noticesOf(sub.id), row.next_action_at);
  const amountValue = toAmountValue(chargedPrice);
  ctx.store.insertPendingCharge({
    id: `rnw_${randomUUID()}`,
    subscription_id: sub.id,
    renewal_index: renewalIndex,
    attempt: row.attempt,
    charge_index: row.charges_made,
    idempotency_key: key,
    amount_value: amountValue,
    currency: CURRENCY,
    due_at: row.next_action_at,
  });
  const pending = ctx.store.chargeByKey(key);
  if (!pending) throw new Error(`renewals: the charge ${key} was not recorded`);
  // The provider keeps its answer under the key: asked again after a crash, it replays, never charges twice.
  const result = ctx.provider.charge({ idempotencyKey: key, subscription: sub, amountValue, currency: CURRENCY, chargeIndex: pending.charge_index });
  const outcome: ChargeOutcome = result.kind === 'paid' ? { kind: 'paid' } : result.outcome;
  const at = row.next_action_at;
  const ref = refOf(sub, plan, ctx.outbox.links);
  ctx.db.transaction(() => {
    ctx.store.settleCharge(key, {
      state: result.kind,
      charge_id: result.kind === 'paid' ? result.chargeId : null,
      decline_reason: result.kind === 'declined' ? result.outcome.reason : null,
      settled_at: ctx.clockOf(row),
    });
    const transition = afterCharge(toState(row), cadence, outcome);
    ctx.store.save(sub.id, transition.state, { renewal_index: transition.kind === 'renewed' ? renewalIndex : row.renewal_index, charges_made: pending.charge_index + 1 });
    const price = `${formatPrice(chargedPrice)} ${CURRENCY}`;
    switch (transition.kind) {
      case 'renewed': {
        const emailId = mail(ctx, () => renewalReceipt(ref, { chargedValue: amountValue, currency: CURRENCY, periodEnd: new Date(transition.state.periodEnd) }));
        ctx.store.addTimeline(sub.id, at, 'renewal-paid', `Charged ${price} (renewal ${renewalIndex}${row.attempt ? `, retry ${row.attempt}` : ''}); next charge ${isoDay(transition.state.periodEnd)}`, emailId);
        return;
      }
      case 'retry-scheduled': {
        if (outcome.kind !== 'declined') return;
        const emailId = mail(ctx, () => renewalFailed(ref, { amountValue, currency: CURRENCY, reason: outcome.reason, retryAt: new Date(transition.retryAt) }));
        ctx.store.addTimeline(sub.id, at, 'renewal-declined', `Declined ${price}: ${outcome.reason}`);
        ctx.store.addTimeline(sub.id, at, 'retry-scheduled', `Retry on ${isoDay(transition.retryAt)}`, emailId);
        return;
      }
      case 'past-due': {
        if (outcome.kind !== 'declined') return;
        const emailId = mail(ctx, () => pastDue(ref, { amountValue, currency: CURRENCY, reason: outcome.reason, cancelAt: new Date(transition.cancelAt) }));
        ctx.store.addTimeline(sub.id, at, 'renewal-declined', `Declined ${price}: ${outcome.reason}`);
        ctx.store.addTimeline(sub.id, at, 'past-due', `Past due; cancelled on ${isoDay(transition.cancelAt)} unless paid`, emailId);
        return;
      }
    }
  })();
}

function end(ctx: SchedulerContext, row: LifecycleRow, sub: SubscriptionRow, plan: Plan, reason: EndReason): void {
  const at = row.next_action_at ?? ctx.clockOf(row);
  ctx.db.transaction(() => {
    ctx.store.save(sub.id, { ...toState(row), status: 'ended', next: null, periodEnd: Math.min(row.period_end, at) }, { ended_at: at, ended_reason: reason });
    markEnded(ctx, sub.id);
    const emailId = mail(ctx, () => subscriptionEnded(refOf(sub, plan, ctx.outbox.links), { reason, endedAt: new Date(at) }));
    ctx.store.addTimeline(sub.id, at, 'ended', reason === 'unpaid' ? 'Ended: cancelled after the renewal stayed unpaid' : 'Ended: cancelled at the end of the paid period', emailId);
  })();
}
