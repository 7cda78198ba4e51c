/**
 * What the subscription service calls after it recorded a purchase: composes the receipt and puts it
 * in the outbox. A failure to compose or store an email is logged, never raised: the charge and the
 * subscription stand, and the shopper must not see an error for a receipt.
 */
import { findPlan } from '../../catalog/plans';
import type { AddOnRow } from '../store/add-ons';
import type { SubscriptionRow } from '../store/subscriptions';
import { addOnReceipt, subscriptionReceipt } from './emails';
import type { Outbox, OutboxEmail, OutgoingEmail } from './outbox';

export class ReceiptMailer {
  constructor(private readonly outbox: Outbox) {}

  subscriptionCreated(row: SubscriptionRow): OutboxEmail | null {
    return this.sendSafely(`subscription ${row.id}`, () => {
      const plan = findPlan(row.plan_id);
      if (!plan) throw new Error(`unknown plan ${row.plan_id}`);
      return subscriptionReceipt({ to: row.email, subscriptionId: row.id, plan, chargedValue: row.amount_value, currency: row.currency, createdAt: new Date(row.created_at) });
    });
  }

  addOnBought(row: AddOnRow, subscription: Pick<SubscriptionRow, 'id' | 'email'>): OutboxEmail | null {
    return this.sendSafely(`add-on ${row.id}`, () => {
      const plan = findPlan(row.plan_id);
      if (!plan) throw new Error(`unknown plan ${row.plan_id}`);
      return addOnReceipt({ to: subscription.email, subscriptionId: subscription.id, addOnId: row.id, plan, chargedValue: row.amount_value, currency: row.currency });
    });
  }

  private sendSafely(what: string, compose: () => OutgoingEmail): OutboxEmail | null {
    try {
      return this.outbox.send(compose());
    } catch (error) {
      console.error(`[simulator] the receipt for ${what} was not sent:`, error instanceof Error ? error.message : error);
      return null;
    }
  }
}
