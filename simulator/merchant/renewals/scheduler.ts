/**
 * The subscription service's renewals scheduler: applies the pure rules of schedule.ts to stored
 * subscriptions, each on its own clock (real time plus the offset QA added by time travel), and runs
 * what is due in order: the notices first at their own time (notices.ts), then the due step
 * (renewal-steps.ts: a renewal charge through the provider client, or an end). Cancelling and ending
 * now are in cancellation.ts. Every step lands on the subscription's timeline, with its email.
 */
import { findPlan, formatPrice } from '../../../catalog/plans';
import { REMINDER_MIGRATIONS, TRIAL_REMINDER_DAYS_BEFORE } from './reminders';
import { PriceChanges } from './price-changes';
import type { Outbox } from '../outbox/outbox';
import { migrate, type Db } from '../../platform/store/db';
import type { SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';
import { LifecycleStore, type LifecycleRow } from './lifecycle-store';
import type { StoredInstrumentProvider } from '../../payment-provider/client';
import { cadenceOf, firstPeriodEnd, hasTrial } from '../../../catalog/plan-terms';
import { DAY_MS, TRIAL_DAYS } from '../../../catalog/cadence';
import type { SchedulerContext } from './scheduler-context';
import { nextPriceChange, noticePriceChanges, remind } from './notices';
import { step } from './renewal-steps';
import { cancelSubscription, endSubscriptionNow, type CancelRequest, type CancelResult } from './cancellation';

/** A subscription never runs more steps than this in one go (a guard against a rule that never advances). */
const MAX_STEPS_PER_RUN = 500;
/** QA may move a clock forward by at most this many days at once. */
export const MAX_ADVANCE_DAYS = 400;

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
  private readonly ctx: SchedulerContext;

  constructor(private readonly deps: SchedulerDeps) {
    this.store = new LifecycleStore(deps.db);
    migrate(deps.db, REMINDER_MIGRATIONS);
    this.now = deps.now ?? Date.now;
    this.prices = new PriceChanges(deps.db, this.now);
    this.enrollOne = deps.db.transaction((sub: SubscriptionRow) => this.enrollInTransaction(sub));
    this.ctx = { db: deps.db, subscriptions: deps.subscriptions, provider: deps.provider, outbox: deps.outbox, store: this.store, prices: this.prices, clockOf: (row) => this.clockOf(row) };
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
    for (const sub of missing) this.enrollOne(sub);
  }

  /**
   * One subscription's lifecycle row and first timeline entry, in one transaction. Built once: better-sqlite3
   * builds a transaction function's wrappers anew each time db.transaction is called, and a minute of
   * purchases enrolled at once spent most of its time there (the renewals timer's 380 ms stall under load).
   */
  private readonly enrollOne: (sub: SubscriptionRow) => void;

  private enrollInTransaction(sub: SubscriptionRow): void {
    const plan = findPlan(sub.plan_id);
    if (!plan) return;
    const createdAt = Date.parse(sub.created_at);
    const periodEnd = firstPeriodEnd(plan, createdAt);
    if (periodEnd === null) return;
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
    return cancelSubscription(this.ctx, subscriptionId, request);
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
    endSubscriptionNow(this.ctx, subscriptionId, channel, detail);
  }

  /** The subscription's own clock now (real time where it has no lifecycle, an add-on). */
  clockOfSubscription(subscriptionId: string): number {
    const row = this.store.get(subscriptionId);
    return row ? this.clockOf(row) : this.now();
  }

  /** The next price change a renewing subscriber will pay (for the members' area), or null. */
  comingPriceChange(subscriptionId: string): { readonly price: number; readonly from: number } | null {
    return nextPriceChange(this.ctx, subscriptionId);
  }

  /** Steps one subscription until nothing is due on its clock. */
  private catchUp(subscriptionId: string): number {
    let steps = 0;
    for (; steps < MAX_STEPS_PER_RUN; steps++) {
      const row = this.store.get(subscriptionId);
      if (!row) break;
      // Reminders due before the next step go first, at their own time (issue 29, point 3).
      const until = Math.min(this.clockOf(row), row.next_action_at ?? Infinity);
      remind(this.ctx, row, until);
      noticePriceChanges(this.ctx, row, until);
      if (row.next_action === null || row.next_action_at === null || row.next_action_at > this.clockOf(row)) break;
      step(this.ctx, row);
    }
    return steps;
  }
}
