/**
 * What the subscription service calls when it records a purchase. Inside the purchase's transaction
 * it only queues the receipt (one row in outbox_queue); `deliverPending`, run after the commit,
 * composes the emails and puts them in the outbox. A purchase's answer never waits for its receipt,
 * and a crash between the two leaves the row for the next start. A failure to compose or store an
 * email is logged, never raised: the charge and the subscription stand.
 *
 * Delivery waits for a pause in purchases: one purchase's receipt goes out right after its commit,
 * but while purchases keep committing (a burst, a load test) their answers come first and the
 * receipts follow once none committed for RECEIPT_IDLE_MS, RECEIPTS_PER_DRAIN at a time, or after at
 * most RECEIPT_MAX_WAIT_MS whatever the load (composing and storing a receipt costs about a sixth
 * of the purchase's own CPU; its MIME message is built only when read, merchant/outbox/transport.ts).
 */
import { findPlan } from '../../../catalog/plans';
import type { AddOnRow } from '../store/add-ons';
import type { Db } from '../../platform/store/db';
import type { SubscriptionRow } from '../store/subscriptions';
import { afterResponse } from '../../platform/http/after-response';
import { addOnReceipt, subscriptionReceipt } from './emails';
import { withdrawalLink } from './email-links';
import { emailLanguage } from './i18n/catalogue';
import { countryOf } from '../store/subscriptions';
import { hasWithdrawalRight, WITHDRAWAL_DAYS } from '../../../catalog/withdrawal';
import { DAY_MS } from '../../../catalog/cadence';
import type { Outbox, OutgoingEmail } from './outbox';
import { errorField, processLogger } from '../../platform/http/logger';

/** Receipts sent per drain (one delivery transaction each). */
export const RECEIPTS_PER_DRAIN = 5;
/** Receipts wait until no purchase committed for this long (also the pause between two drains). */
export const RECEIPT_IDLE_MS = 20;
/** ...but never longer than this: under sustained load a drain still runs this often. */
export const RECEIPT_MAX_WAIT_MS = 2000;

export interface ReceiptPacing {
  readonly idleMs: number;
  readonly maxWaitMs: number;
}
/** Receipts per transaction when everything queued is sent at once (start-up). */
const RECEIPT_BATCH_MAX = 100;

interface QueueRow {
  readonly id: number;
  readonly kind: 'subscription-receipt' | 'add-on-receipt';
  readonly subscription_id: string;
  readonly add_on_id: string | null;
}

export class ReceiptMailer {
  private readonly sql;
  /** Set when receipts may be queued (this process queued one, or the last drain was full), so idle drains skip the query. */
  private pending = true;
  private nextDrain: { readonly kind: 'now'; readonly handle: NodeJS.Immediate } | { readonly kind: 'paused'; readonly handle: NodeJS.Timeout } | null = null;
  /** Purchases committed since the due drain was scheduled: more than the one that scheduled it means purchases are still coming. */
  private commitsSinceScheduled = 0;
  /** When the receipts now queued started waiting (monotonic ms), null when none waits. */
  private waitingSince: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly now: () => number = Date.now,
    private readonly pacing: ReceiptPacing = { idleMs: RECEIPT_IDLE_MS, maxWaitMs: RECEIPT_MAX_WAIT_MS },
  ) {
    this.sql = {
      // The queue's id is its rowid (migration 1004): a purchase appends one row and writes no index.
      queue: db.prepare('INSERT INTO outbox_queue (kind, subscription_id, add_on_id, created_at) VALUES (@kind, @subscription_id, @add_on_id, @created_at)'),
      pending: db.prepare('SELECT id, kind, subscription_id, add_on_id FROM outbox_queue ORDER BY id LIMIT ?'),
      done: db.prepare('DELETE FROM outbox_queue WHERE id = ?'),
      subscription: db.prepare('SELECT * FROM subscriptions WHERE id = ?'),
      addOn: db.prepare('SELECT * FROM add_on_purchases WHERE id = ?'),
    };
  }

  /** Queues the receipt of a new subscription; call inside the purchase's transaction. */
  subscriptionCreated(row: SubscriptionRow): void {
    this.enqueue('subscription-receipt', row.id, null);
  }

  /** Queues the receipt of an add-on; call inside the purchase's transaction. */
  addOnBought(row: AddOnRow, subscription: Pick<SubscriptionRow, 'id'>): void {
    this.enqueue('add-on-receipt', subscription.id, row.id);
  }

  /** After a purchase committed: drain at the end of this turn of the event loop, unless a drain is already due (then it waits for a pause). */
  deliverSoon(): void {
    this.commitsSinceScheduled += 1;
    this.waitingSince ??= performance.now();
    if (this.nextDrain) return;
    this.nextDrain = { kind: 'now', handle: setImmediate(() => this.drain(1)) };
  }

  /** Sends every queued receipt now (at start-up, for the rows a crash left). */
  deliverAll(): number {
    let sent = 0;
    while (this.pending) sent += this.deliverPending(RECEIPT_BATCH_MAX);
    return sent;
  }

  /** Cancels a drain that is due (the database is closing). */
  stop(): void {
    if (this.nextDrain?.kind === 'now') clearImmediate(this.nextDrain.handle);
    if (this.nextDrain?.kind === 'paused') clearTimeout(this.nextDrain.handle);
    this.nextDrain = null;
  }

  /** Sends a few receipts, unless more than `expectedCommits` purchases committed since it was scheduled and none waited too long. */
  private drain(expectedCommits: number): void {
    this.nextDrain = null;
    const busy = this.commitsSinceScheduled > expectedCommits;
    const overdue = this.waitingSince !== null && performance.now() - this.waitingSince >= this.pacing.maxWaitMs;
    if (!busy || overdue) {
      afterResponse('receipt delivery', () => this.deliverPending(RECEIPTS_PER_DRAIN));
      this.waitingSince = this.pending ? performance.now() : null;
    }
    this.commitsSinceScheduled = 0;
    if (this.pending) this.nextDrain = { kind: 'paused', handle: setTimeout(() => this.drain(0), this.pacing.idleMs) };
  }

  /** Composes and sends up to `limit` queued receipts in one transaction. Returns how many were sent. */
  private deliverPending(limit: number): number {
    if (!this.pending) return 0;
    let sent = 0;
    // One transaction for the batch: one commit, not two per receipt.
    this.db.transaction(() => {
      const items = this.sql.pending.all(limit) as QueueRow[];
      // A full batch may have left more behind.
      this.pending = items.length === limit;
      for (const item of items) {
        const email = this.compose(item);
        if (email) {
          try {
            this.outbox.send(email);
            sent += 1;
          } catch (error) {
            processLogger().error({ err: errorField(error), kind: item.kind, subscriptionId: item.subscription_id }, 'receipts: an email was not sent');
          }
        }
        this.sql.done.run(item.id);
      }
    })();
    return sent;
  }

  private enqueue(kind: QueueRow['kind'], subscriptionId: string, addOnId: string | null): void {
    this.sql.queue.run({ kind, subscription_id: subscriptionId, add_on_id: addOnId, created_at: this.now() });
    this.pending = true;
  }

  private compose(item: QueueRow): OutgoingEmail | null {
    try {
      const subscription = this.sql.subscription.get(item.subscription_id) as SubscriptionRow | undefined;
      if (!subscription) throw new Error(`unknown subscription ${item.subscription_id}`);
      if (item.kind === 'subscription-receipt') {
        const plan = findPlan(subscription.plan_id);
        if (!plan) throw new Error(`unknown plan ${subscription.plan_id}`);
        const links = this.outbox.links;
        // Bought from the EU or EEA: the receipt carries the withdrawal function for its 14 days (CRD Article 11a).
        const withdrawal = links && hasWithdrawalRight(countryOf(subscription)) ? { until: new Date(Date.parse(subscription.created_at) + WITHDRAWAL_DAYS * DAY_MS), link: withdrawalLink(links, subscription.id) } : null;
        return subscriptionReceipt({ to: subscription.email, subscriptionId: subscription.id, plan, chargedValue: subscription.amount_value, currency: subscription.currency, createdAt: new Date(subscription.created_at), links, withdrawal }, emailLanguage(subscription.language));
      }
      const addOn = this.sql.addOn.get(item.add_on_id) as AddOnRow | undefined;
      if (!addOn) throw new Error(`unknown add-on ${item.add_on_id ?? ''}`);
      const plan = findPlan(addOn.plan_id);
      if (!plan) throw new Error(`unknown plan ${addOn.plan_id}`);
      return addOnReceipt({ to: subscription.email, subscriptionId: subscription.id, addOnId: addOn.id, plan, chargedValue: addOn.amount_value, currency: addOn.currency, links: this.outbox.links }, emailLanguage(subscription.language));
    } catch (error) {
      processLogger().error({ err: errorField(error), kind: item.kind, subscriptionId: item.subscription_id }, 'receipts: an email was not composed');
      return null;
    }
  }
}
