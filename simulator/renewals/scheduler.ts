/**
 * The subscription service's renewals scheduler: applies the pure rules of schedule.ts to stored
 * subscriptions, each on its own clock (real time plus the offset QA added by time travel). Charges
 * go through the provider client (provider-client.ts) under one idempotency key per renewal attempt:
 * the attempt is written as pending before the provider is asked and settled after, so a crash in
 * between asks again with the same key and the provider answers the first charge instead of charging
 * twice. Every step lands on the subscription's timeline, with its email.
 */
import { randomUUID } from 'node:crypto';
import { findPlan, toAmountValue, CURRENCY, formatPrice, type Plan } from '../../catalog/plans';
import { annualReminder, cancellationConfirmed, pastDue, priceChangeNotice, renewalFailed, renewalReceipt, subscriptionEnded, trialReminder, type EndReason, type SubscriptionRef } from '../outbox/lifecycle-emails';
import { REMINDER_MIGRATIONS, remindersDue, TRIAL_REMINDER_DAYS_BEFORE, type Reminder } from './reminders';
import { appliesFrom, comingPriceChange, noticeDueAt, priceAt, PriceChanges } from './price-changes';
import type { Outbox, OutgoingEmail } from '../outbox/outbox';
import type { AccountLinks } from '../outbox/email-links';
import { migrate, type Db } from '../store/db';
import type { SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';
import { LifecycleStore, toState, type LifecycleRow } from './lifecycle-store';
import type { StoredInstrumentProvider } from '../provider/client';
import { cadenceOf, firstPeriodEnd, hasTrial } from '../../catalog/plan-terms';
import { DAY_MS, TRIAL_DAYS } from '../../catalog/cadence';
import { afterCancel, afterCharge, type ChargeOutcome } from './schedule';
import { errorField, processLogger } from '../http/logger';

/** A subscription never runs more steps than this in one go (a guard against a rule that never advances). */
const MAX_STEPS_PER_RUN = 500;
/** QA may move a clock forward by at most this many days at once. */
export const MAX_ADVANCE_DAYS = 400;

export interface CancelRequest {
  /** The optional answer to "why are you cancelling?"; stored, never required. */
  readonly reason?: string;
  readonly channel: 'signed-in' | 'email-code' | 'email-link';
  /** True when the caller asked for no confirmation email (cancel-request's `emailing: false`). */
  readonly silent?: boolean;
}

export type CancelResult =
  | { readonly kind: 'ends-at-period-end'; readonly subscriptionId: string; readonly accessUntil: string }
  | { readonly kind: 'ended-now'; readonly subscriptionId: string; readonly accessUntil: string }
  | { readonly kind: 'already-cancelled'; readonly subscriptionId: string; readonly accessUntil: string }
  | { readonly kind: 'not-renewing'; readonly subscriptionId: string };

export interface SchedulerDeps {
  readonly db: Db;
  readonly subscriptions: SubscriptionsRepo;
  readonly provider: StoredInstrumentProvider;
  readonly outbox: Outbox;
  /** Real time, epoch ms. */
  readonly now?: () => number;
}

export class RenewalScheduler {
  readonly store: LifecycleStore;
  /** Prices QA scheduled for a plan from a date, and who was told (issue 29, point 3). */
  readonly prices: PriceChanges;
  private readonly now: () => number;

  constructor(private readonly deps: SchedulerDeps) {
    this.store = new LifecycleStore(deps.db);
    migrate(deps.db, REMINDER_MIGRATIONS);
    this.now = deps.now ?? Date.now;
    this.prices = new PriceChanges(deps.db, this.now);
  }

  /** The subscription's clock: real time plus what QA advanced it by. */
  clockOf(row: Pick<LifecycleRow, 'clock_offset_ms'>): number {
    return this.now() + row.clock_offset_ms;
  }

  /** Gives every renewing subscription without one its lifecycle row (created with the first charge). */
  enroll(): void {
    const missing = this.deps.db
      .prepare("SELECT s.* FROM subscriptions s LEFT JOIN subscription_lifecycle l ON l.subscription_id = s.id WHERE l.subscription_id IS NULL AND s.status = 'active'")
      .all() as SubscriptionRow[];
    for (const sub of missing) {
      const plan = findPlan(sub.plan_id);
      if (!plan) continue;
      const createdAt = Date.parse(sub.created_at);
      const periodEnd = firstPeriodEnd(plan, createdAt);
      if (periodEnd === null) continue;
      this.deps.db.transaction(() => {
        this.store.insert({
          subscription_id: sub.id,
          status: 'active',
          period_end: periodEnd,
          next_action: 'renew',
          next_action_at: periodEnd,
          renewal_index: 0,
          attempt: 0,
          charges_made: 0,
          clock_offset_ms: 0,
          cancel_at_period_end: 0,
          cancel_reason: null,
          cancel_channel: null,
          cancel_requested_at: null,
          ended_at: null,
          ended_reason: null,
        });
        const first = `${formatPrice(Number(sub.amount_value))} ${sub.currency}`;
        const detail = hasTrial(plan)
          ? `First charge ${first}: ${TRIAL_DAYS}-day trial of the ${plan.name}; then ${formatPrice(plan.sum)} ${cadenceOf(plan)?.every ?? ''}`
          : `First charge ${first}: ${plan.name}, renews ${cadenceOf(plan)?.every ?? ''}`;
        this.store.addTimeline(sub.id, createdAt, hasTrial(plan) ? 'trial-started' : 'subscribed', detail);
      })();
    }
  }

  /** Runs every step that is due on each subscription's clock. Called by the timer in listen.ts and by QA. */
  runDue(): number {
    this.enroll();
    let steps = 0;
    const now = this.now();
    // Trials whose reminder is due before their first full charge, then everything whose next step is due.
    const reminders = this.deps.db
      .prepare("SELECT subscription_id FROM subscription_lifecycle WHERE next_action = 'renew' AND renewal_index = 0 AND next_action_at - ? <= ? + clock_offset_ms")
      .pluck()
      .all(TRIAL_REMINDER_DAYS_BEFORE * DAY_MS, now) as string[];
    // Renewing subscribers of a plan whose price changes later: their notice may be due (its clock is never behind real time).
    const priced = this.deps.db
      .prepare("SELECT l.subscription_id FROM subscription_lifecycle l JOIN subscriptions s ON s.id = l.subscription_id WHERE l.next_action = 'renew' AND s.plan_id IN (SELECT plan_id FROM price_changes WHERE effective_at > ?)")
      .pluck()
      .all(now) as string[];
    for (const id of new Set([...reminders, ...priced, ...this.store.dueIds(now)])) steps += this.catchUp(id);
    return steps;
  }

  /** QA time travel: moves one subscription's clock forward and lets everything due happen, in order. */
  advance(subscriptionId: string, days: number): LifecycleRow | undefined {
    this.enroll();
    const row = this.store.get(subscriptionId);
    if (!row) return undefined;
    // What is due on the clock as it stands happens first (a price notice due since QA scheduled the change), then the clock moves.
    this.catchUp(subscriptionId);
    this.store.addClockOffset(subscriptionId, days * DAY_MS);
    this.catchUp(subscriptionId);
    const after = this.store.get(subscriptionId);
    if (after) this.store.addTimeline(subscriptionId, this.clockOf(after), 'clock-advanced', `QA moved the clock ${days} day${days === 1 ? '' : 's'} forward`);
    return after;
  }

  /** A subscription cancelled while paid up: the end of its paid period, until which it stays active; otherwise null. */
  endsAt(subscriptionId: string): number | null {
    const row = this.store.get(subscriptionId);
    return row && row.cancel_at_period_end === 1 && row.status !== 'ended' ? row.period_end : null;
  }

  /** Cancels: paid up, it ends at the end of the paid period; unpaid, it ends now. The same answer again later. */
  cancel(subscriptionId: string, request: CancelRequest): CancelResult {
    this.enroll();
    this.catchUp(subscriptionId);
    const row = this.store.get(subscriptionId);
    const sub = this.deps.subscriptions.byId(subscriptionId);
    if (!row || !sub) return { kind: 'not-renewing', subscriptionId };
    const now = this.clockOf(row);
    const transition = afterCancel(toState(row), now);
    const accessUntil = new Date(transition.state.periodEnd).toISOString();
    if (transition.kind === 'unchanged') return { kind: 'already-cancelled', subscriptionId, accessUntil };
    const plan = findPlan(sub.plan_id);
    this.deps.db.transaction(() => {
      const ended = transition.kind === 'ended-now';
      this.store.save(subscriptionId, transition.state, {
        cancel_reason: request.reason ?? null,
        cancel_channel: request.channel,
        cancel_requested_at: now,
        ...(ended ? { ended_at: now, ended_reason: 'cancelled' } : {}),
      });
      if (ended) this.markEnded(subscriptionId);
      const emailId = plan && !request.silent ? this.mail(() => cancellationConfirmed(refOf(sub, plan, this.deps.outbox.links), { accessUntil: new Date(transition.state.periodEnd), endedNow: ended })) : null;
      const reason = request.reason ? ` (reason: ${request.reason})` : '';
      this.store.addTimeline(
        subscriptionId,
        now,
        'cancel-requested',
        ended ? `Cancelled (${request.channel})${reason}; the unpaid renewal is dropped and it ends now` : `Cancelled (${request.channel})${reason}; access until ${accessUntil.slice(0, 10)}, no further charges`,
        emailId,
      );
      if (ended) this.store.addTimeline(subscriptionId, now, 'ended', 'Ended: cancelled');
    })();
    return transition.kind === 'ended-now' ? { kind: 'ended-now', subscriptionId, accessUntil } : { kind: 'ends-at-period-end', subscriptionId, accessUntil };
  }

  /**
   * Ends a subscription now, without an email: its owner deleted their account (issue 29, point 4),
   * so there is no one to keep access for and nothing is charged again. The same call again changes nothing.
   */
  endForDeletedAccount(subscriptionId: string): void {
    this.endNow(subscriptionId, 'account-deleted', 'Ended: the account was deleted; renewals cancelled, personal data erased');
  }

  /** Ends a subscription now, its access with it (a withdrawal or a deleted account); its own email, if any, is the caller's. */
  endNow(subscriptionId: string, channel: 'account-deleted' | 'withdrawal', detail: string): void {
    this.enroll();
    this.catchUp(subscriptionId);
    const row = this.store.get(subscriptionId);
    this.deps.db.transaction(() => {
      if (row && row.status !== 'ended') {
        const at = this.clockOf(row);
        this.store.save(subscriptionId, { ...toState(row), status: 'ended', next: null, cancelAtPeriodEnd: true, periodEnd: Math.min(row.period_end, at) }, {
          cancel_channel: channel,
          cancel_requested_at: at,
          ended_at: at,
          ended_reason: 'cancelled',
        });
        this.store.addTimeline(subscriptionId, at, 'ended', detail);
      }
      this.markEnded(subscriptionId);
    })();
  }

  /** The subscription's own clock now (real time where it has no lifecycle, an add-on). */
  clockOfSubscription(subscriptionId: string): number {
    const row = this.store.get(subscriptionId);
    return row ? this.clockOf(row) : this.now();
  }

  /** Sends each reminder due by `until` that was not sent yet, in one transaction with its record and timeline entry. */
  private remind(row: LifecycleRow, until: number): void {
    const sub = this.deps.subscriptions.byId(row.subscription_id);
    const plan = sub ? findPlan(sub.plan_id) : undefined;
    if (!sub || !plan) return;
    const renewing = (row.status === 'active' || row.status === 'grace') && row.cancel_at_period_end === 0 && row.next_action === 'renew';
    const due = remindersDue({ plan, createdAt: Date.parse(sub.created_at), periodEnd: row.period_end, renewalIndex: row.renewal_index, renewing }, until);
    for (const reminder of due) {
      this.deps.db.transaction(() => {
        const sent = this.deps.db.prepare('SELECT 1 FROM subscription_reminders WHERE subscription_id = ? AND key = ?').get(sub.id, reminder.key);
        if (sent) return;
        const emailId = this.mail(() => this.reminderEmail(reminder, refOf(sub, plan, this.deps.outbox.links), row.period_end));
        this.deps.db.prepare('INSERT INTO subscription_reminders (subscription_id, key, due_at, email_id) VALUES (?, ?, ?, ?)').run(sub.id, reminder.key, reminder.at, emailId);
        const what = reminder.kind === 'trial-ending' ? `Trial reminder: the first full charge is on ${isoDay(row.period_end)}` : `Annual reminder: still renewing, next charge ${isoDay(row.period_end)}`;
        this.store.addTimeline(sub.id, reminder.at, 'reminder-sent', what, emailId);
      })();
    }
  }

  /** Tells a renewing subscriber of each price change of their plan once, when its notice is due and before it applies. */
  private noticePriceChanges(row: LifecycleRow, until: number): void {
    const renewing = (row.status === 'active' || row.status === 'grace') && row.cancel_at_period_end === 0 && row.next_action === 'renew';
    const sub = renewing ? this.deps.subscriptions.byId(row.subscription_id) : undefined;
    const plan = sub ? findPlan(sub.plan_id) : undefined;
    if (!sub || !plan) return;
    const changes = this.prices.ofPlan(plan.id);
    for (const change of changes) {
      const sent = this.prices.noticesOf(sub.id);
      const at = noticeDueAt(change, row.clock_offset_ms);
      if (sent.has(change.id) || at === null || at > until) continue;
      const current = priceAt(plan.sum, changes, sent, at);
      const next = Number(change.price_value);
      const from = appliesFrom(change, at);
      this.deps.db.transaction(() => {
        const emailId = this.mail(() => priceChangeNotice(refOf(sub, plan, this.deps.outbox.links), { currentPrice: current, newPrice: next, from: new Date(from) }));
        this.prices.recordNotice(sub.id, change.id, at, emailId);
        this.store.addTimeline(sub.id, at, 'price-notice-sent', `Price change notice: ${formatPrice(current)} -> ${formatPrice(next)} ${CURRENCY} from ${isoDay(from)}`, emailId);
      })();
    }
  }

  /** The next price change a renewing subscriber will pay (for the members' area), or null. */
  comingPriceChange(subscriptionId: string): { readonly price: number; readonly from: number } | null {
    const sub = this.deps.subscriptions.byId(subscriptionId);
    const plan = sub ? findPlan(sub.plan_id) : undefined;
    if (!sub || sub.status !== 'active' || !plan || !cadenceOf(plan)) return null;
    // A purchase the timer has not enrolled yet renews on real time.
    const row = this.store.get(subscriptionId) ?? { clock_offset_ms: 0, next_action: 'renew', cancel_at_period_end: 0 };
    if (row.next_action !== 'renew' || row.cancel_at_period_end === 1) return null;
    return comingPriceChange(this.prices.ofPlan(sub.plan_id), this.prices.noticesOf(subscriptionId), row.clock_offset_ms, this.clockOf(row));
  }

  private reminderEmail(reminder: Reminder, ref: SubscriptionRef, periodEnd: number): OutgoingEmail {
    return reminder.kind === 'trial-ending' ? trialReminder(ref, { chargeAt: new Date(periodEnd) }) : annualReminder(ref, { nextCharge: new Date(periodEnd) });
  }

  /** Steps one subscription until nothing is due on its clock. */
  private catchUp(subscriptionId: string): number {
    let steps = 0;
    for (; steps < MAX_STEPS_PER_RUN; steps++) {
      const row = this.store.get(subscriptionId);
      if (!row) break;
      // Reminders due before the next step go first, at their own time (issue 29, point 3).
      this.remind(row, Math.min(this.clockOf(row), row.next_action_at ?? Infinity));
      this.noticePriceChanges(row, Math.min(this.clockOf(row), row.next_action_at ?? Infinity));
      if (row.next_action === null || row.next_action_at === null || row.next_action_at > this.clockOf(row)) break;
      this.step(row);
    }
    return steps;
  }

  private step(row: LifecycleRow): void {
    const sub = this.deps.subscriptions.byId(row.subscription_id);
    const plan = sub ? findPlan(sub.plan_id) : undefined;
    const cadence = plan ? cadenceOf(plan) : null;
    if (!sub || !plan || !cadence) {
      this.deps.db.prepare('UPDATE subscription_lifecycle SET next_action = NULL, next_action_at = NULL WHERE subscription_id = ?').run(row.subscription_id);
      return;
    }
    switch (row.next_action) {
      case 'renew':
      case 'retry':
        this.charge(row, sub, plan);
        return;
      case 'cancel-unpaid':
        this.end(row, sub, plan, 'unpaid');
        return;
      case 'end':
        this.end(row, sub, plan, 'cancelled');
        return;
      case null:
        return;
    }
  }

  private charge(row: LifecycleRow, sub: SubscriptionRow, plan: Plan): void {
    const cadence = cadenceOf(plan);
    if (!cadence || row.next_action_at === null) return;
    const renewalIndex = row.renewal_index + 1;
    const key = `renewal:${sub.id}:${renewalIndex}:${row.attempt}`;
    // The plan's price, or a new one the subscriber was told of in time (issue 29, point 3).
    const chargedPrice = priceAt(plan.sum, this.prices.ofPlan(plan.id), this.prices.noticesOf(sub.id), row.next_action_at);
    const amountValue = toAmountValue(chargedPrice);
    this.store.insertPendingCharge({
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
    const pending = this.store.chargeByKey(key);
    if (!pending) throw new Error(`renewals: the charge ${key} was not recorded`);
    // The provider keeps its answer under the key: asked again after a crash, it replays, never charges twice.
    const result = this.deps.provider.charge({ idempotencyKey: key, subscription: sub, amountValue, currency: CURRENCY, chargeIndex: pending.charge_index });
    const outcome: ChargeOutcome = result.kind === 'paid' ? { kind: 'paid' } : result.outcome;
    const at = row.next_action_at;
    const ref = refOf(sub, plan, this.deps.outbox.links);
    this.deps.db.transaction(() => {
      this.store.settleCharge(key, {
        state: result.kind,
        charge_id: result.kind === 'paid' ? result.chargeId : null,
        decline_reason: result.kind === 'declined' ? result.outcome.reason : null,
        settled_at: this.clockOf(row),
      });
      const transition = afterCharge(toState(row), cadence, outcome);
      this.store.save(sub.id, transition.state, { renewal_index: transition.kind === 'renewed' ? renewalIndex : row.renewal_index, charges_made: pending.charge_index + 1 });
      const price = `${formatPrice(chargedPrice)} ${CURRENCY}`;
      switch (transition.kind) {
        case 'renewed': {
          const emailId = this.mail(() => renewalReceipt(ref, { chargedValue: amountValue, currency: CURRENCY, periodEnd: new Date(transition.state.periodEnd) }));
          this.store.addTimeline(sub.id, at, 'renewal-paid', `Charged ${price} (renewal ${renewalIndex}${row.attempt ? `, retry ${row.attempt}` : ''}); next charge ${isoDay(transition.state.periodEnd)}`, emailId);
          return;
        }
        case 'retry-scheduled': {
          if (outcome.kind !== 'declined') return;
          const emailId = this.mail(() => renewalFailed(ref, { amountValue, currency: CURRENCY, reason: outcome.reason, retryAt: new Date(transition.retryAt) }));
          this.store.addTimeline(sub.id, at, 'renewal-declined', `Declined ${price}: ${outcome.reason}`);
          this.store.addTimeline(sub.id, at, 'retry-scheduled', `Retry on ${isoDay(transition.retryAt)}`, emailId);
          return;
        }
        case 'past-due': {
          if (outcome.kind !== 'declined') return;
          const emailId = this.mail(() => pastDue(ref, { amountValue, currency: CURRENCY, reason: outcome.reason, cancelAt: new Date(transition.cancelAt) }));
          this.store.addTimeline(sub.id, at, 'renewal-declined', `Declined ${price}: ${outcome.reason}`);
          this.store.addTimeline(sub.id, at, 'past-due', `Past due; cancelled on ${isoDay(transition.cancelAt)} unless paid`, emailId);
          return;
        }
      }
    })();
  }

  private end(row: LifecycleRow, sub: SubscriptionRow, plan: Plan, reason: EndReason): void {
    const at = row.next_action_at ?? this.clockOf(row);
    this.deps.db.transaction(() => {
      this.store.save(sub.id, { ...toState(row), status: 'ended', next: null, periodEnd: Math.min(row.period_end, at) }, { ended_at: at, ended_reason: reason });
      this.markEnded(sub.id);
      const emailId = this.mail(() => subscriptionEnded(refOf(sub, plan, this.deps.outbox.links), { reason, endedAt: new Date(at) }));
      this.store.addTimeline(sub.id, at, 'ended', reason === 'unpaid' ? 'Ended: cancelled after the renewal stayed unpaid' : 'Ended: cancelled at the end of the paid period', emailId);
    })();
  }

  /** The subscription service's own row: an ended subscription is cancelled and never charged again. */
  private markEnded(subscriptionId: string): void {
    this.deps.db.prepare("UPDATE subscriptions SET status = 'cancelled' WHERE id = ?").run(subscriptionId);
  }

  /** Sends an email; a failure to compose or store it is logged, never undoes the charge it reports. */
  private mail(compose: () => OutgoingEmail): string | null {
    try {
      return this.deps.outbox.send(compose()).id;
    } catch (error) {
      processLogger().error({ err: errorField(error) }, 'renewals: a subscription email was not sent');
      return null;
    }
  }
}

const refOf = (sub: SubscriptionRow, plan: Plan, links: AccountLinks | null): SubscriptionRef => ({ to: sub.email, subscriptionId: sub.id, plan, links });
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
