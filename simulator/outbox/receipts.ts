/**
 * What the subscription service calls when it records a purchase. Inside the purchase's transaction
 * it only queues the receipt (one row in outbox_queue); `deliverPending`, run after the commit,
 * composes the emails and puts them in the outbox. A purchase's answer never waits for its receipt,
 * and a crash between the two leaves the row for the next start. A failure to compose or store an
 * email is logged, never raised: the charge and the subscription stand.
 */
import { randomUUID } from 'node:crypto';
import { findPlan } from '../../catalog/plans';
import type { AddOnRow } from '../store/add-ons';
import type { Db } from '../store/db';
import type { SubscriptionRow } from '../store/subscriptions';
import { addOnReceipt, subscriptionReceipt } from './emails';
import type { Outbox, OutgoingEmail } from './outbox';
import { errorField, processLogger } from '../http/logger';

interface QueueRow {
  readonly id: string;
  readonly kind: 'subscription-receipt' | 'add-on-receipt';
  readonly subscription_id: string;
  readonly add_on_id: string | null;
}

export class ReceiptMailer {
  private readonly sql;
  /** Set when this process queued a receipt, so requests that queued nothing skip the delivery query. */
  private pending = true;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = {
      queue: db.prepare('INSERT INTO outbox_queue (id, kind, subscription_id, add_on_id, created_at) VALUES (@id, @kind, @subscription_id, @add_on_id, @created_at)'),
      pending: db.prepare('SELECT id, kind, subscription_id, add_on_id FROM outbox_queue ORDER BY created_at, rowid LIMIT 100'),
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

  /** Composes and sends every queued receipt; run after the purchase committed (and at start-up). Returns how many were sent. */
  deliverPending(): number {
    if (!this.pending) return 0;
    this.pending = false;
    let sent = 0;
    // One transaction for the batch: one commit, not two per receipt.
    this.db.transaction(() => {
      for (const item of this.sql.pending.all() as QueueRow[]) {
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
    this.sql.queue.run({ id: `q_${randomUUID()}`, kind, subscription_id: subscriptionId, add_on_id: addOnId, created_at: this.now() });
    this.pending = true;
  }

  private compose(item: QueueRow): OutgoingEmail | null {
    try {
      const subscription = this.sql.subscription.get(item.subscription_id) as SubscriptionRow | undefined;
      if (!subscription) throw new Error(`unknown subscription ${item.subscription_id}`);
      if (item.kind === 'subscription-receipt') {
        const plan = findPlan(subscription.plan_id);
        if (!plan) throw new Error(`unknown plan ${subscription.plan_id}`);
        return subscriptionReceipt({ to: subscription.email, subscriptionId: subscription.id, plan, chargedValue: subscription.amount_value, currency: subscription.currency, createdAt: new Date(subscription.created_at) });
      }
      const addOn = this.sql.addOn.get(item.add_on_id) as AddOnRow | undefined;
      if (!addOn) throw new Error(`unknown add-on ${item.add_on_id ?? ''}`);
      const plan = findPlan(addOn.plan_id);
      if (!plan) throw new Error(`unknown plan ${addOn.plan_id}`);
      return addOnReceipt({ to: subscription.email, subscriptionId: subscription.id, addOnId: addOn.id, plan, chargedValue: addOn.amount_value, currency: addOn.currency });
    } catch (error) {
      processLogger().error({ err: errorField(error), kind: item.kind, subscriptionId: item.subscription_id }, 'receipts: an email was not composed');
      return null;
    }
  }
}
