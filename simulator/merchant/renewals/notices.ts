/**
 * The scheduler's notices (issue 29, point 3): the trial and annual reminders, and the notice of a
 * price change, each sent once, in one transaction with its record and its timeline entry, at its
 * own time on the subscription's clock.
 */
import { findPlan, CURRENCY, formatPrice } from '../../../catalog/plans';
import { cadenceOf } from '../../../catalog/plan-terms';
import { annualReminder, priceChangeNotice, trialReminder, type SubscriptionRef } from '../outbox/lifecycle-emails';
import type { OutgoingEmail } from '../outbox/outbox';
import { remindersDue, type Reminder } from './reminders';
import { appliesFrom, comingPriceChange, noticeDueAt, priceAt } from './price-changes';
import type { LifecycleRow } from './lifecycle-store';
import { isoDay, isRenewing, mail, refOf, type SchedulerContext } from './scheduler-context';

/** Sends each reminder due by `until` that was not sent yet. */
export function remind(ctx: SchedulerContext, row: LifecycleRow, until: number): void {
  const sub = ctx.subscriptions.byId(row.subscription_id);
  const plan = sub ? findPlan(sub.plan_id) : undefined;
  if (!sub || !plan) return;
  const due = remindersDue({ plan, createdAt: Date.parse(sub.created_at), periodEnd: row.period_end, renewalIndex: row.renewal_index, renewing: isRenewing(row) }, until);
  for (const reminder of due) {
    ctx.db.transaction(() => {
      const sent = ctx.db.prepare('SELECT 1 FROM subscription_reminders WHERE subscription_id = ? AND key = ?').get(sub.id, reminder.key);
      if (sent) return;
      const emailId = mail(ctx, () => reminderEmail(reminder, refOf(sub, plan, ctx.outbox.links), row.period_end));
      ctx.db.prepare('INSERT INTO subscription_reminders (subscription_id, key, due_at, email_id) VALUES (?, ?, ?, ?)').run(sub.id, reminder.key, reminder.at, emailId);
      const what = reminder.kind === 'trial-ending' ? `Trial reminder: the first full charge is on ${isoDay(row.period_end)}` : `Annual reminder: still renewing, next charge ${isoDay(row.period_end)}`;
      ctx.store.addTimeline(sub.id, reminder.at, 'reminder-sent', what, emailId);
    })();
  }
}

/** Tells a renewing subscriber of each price change of their plan once, when its notice is due and before it applies. */
export function noticePriceChanges(ctx: SchedulerContext, row: LifecycleRow, until: number): void {
  const sub = isRenewing(row) ? ctx.subscriptions.byId(row.subscription_id) : undefined;
  const plan = sub ? findPlan(sub.plan_id) : undefined;
  if (!sub || !plan) return;
  const changes = ctx.prices.ofPlan(plan.id);
  for (const change of changes) {
    const sent = ctx.prices.noticesOf(sub.id);
    const at = noticeDueAt(change, row.clock_offset_ms);
    if (sent.has(change.id) || at === null || at > until) continue;
    const current = priceAt(plan.sum, changes, sent, at);
    const next = Number(change.price_value);
    const from = appliesFrom(change, at);
    ctx.db.transaction(() => {
      const emailId = mail(ctx, () => priceChangeNotice(refOf(sub, plan, ctx.outbox.links), { currentPrice: current, newPrice: next, from: new Date(from) }));
      ctx.prices.recordNotice(sub.id, change.id, at, emailId);
      ctx.store.addTimeline(sub.id, at, 'price-notice-sent', `Price change notice: ${formatPrice(current)} -> ${formatPrice(next)} ${CURRENCY} from ${isoDay(from)}`, emailId);
    })();
  }
}

/** The next price change a renewing subscriber will pay (for the members' area), or null. */
export function nextPriceChange(ctx: SchedulerContext, subscriptionId: string): { readonly price: number; readonly from: number } | null {
  const sub = ctx.subscriptions.byId(subscriptionId);
  const plan = sub ? findPlan(sub.plan_id) : undefined;
  if (!sub || sub.status !== 'active' || !plan || !cadenceOf(plan)) return null;
  // A purchase the timer has not enrolled yet renews on real time.
  const row = ctx.store.get(subscriptionId) ?? { clock_offset_ms: 0, next_action: 'renew', cancel_at_period_end: 0 };
  if (row.next_action !== 'renew' || row.cancel_at_period_end === 1) return null;
  return comingPriceChange(ctx.prices.ofPlan(sub.plan_id), ctx.prices.noticesOf(subscriptionId), row.clock_offset_ms, ctx.clockOf(row));
}

function reminderEmail(reminder: Reminder, ref: SubscriptionRef, periodEnd: number): OutgoingEmail {
  return reminder.kind === 'trial-ending' ? trialReminder(ref, { chargeAt: new Date(periodEnd) }) : annualReminder(ref, { nextCharge: new Date(periodEnd) });
}
