import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/store/db';

/** A one-time add-on bought with an existing subscription's stored instrument (migration 3). */
export interface AddOnRow {
  readonly id: string;
  readonly subscription_id: string;
  readonly plan_id: string;
  readonly amount_value: string;
  readonly currency: string;
  /** The provider's reference of the merchant-initiated charge on the stored instrument. */
  readonly charge_id: string;
  readonly created_at: string;
}

export type NewAddOn = Omit<AddOnRow, 'id' | 'created_at'>;

export class AddOnsRepo {
  constructor(private readonly db: Db) {}

  /** Inserts the purchase; (subscription_id, plan_id) is unique, so an add-on is bought once per subscription. */
  create(input: NewAddOn): AddOnRow {
    const row: AddOnRow = { ...input, id: `add_${randomUUID()}`, created_at: new Date().toISOString() };
    this.db
      .prepare(
        `INSERT INTO add_on_purchases (id, subscription_id, plan_id, amount_value, currency, charge_id, created_at)
         VALUES (@id, @subscription_id, @plan_id, @amount_value, @currency, @charge_id, @created_at)`,
      )
      .run(row);
    return row;
  }

  find(subscriptionId: string, planId: string): AddOnRow | undefined {
    return this.db.prepare('SELECT * FROM add_on_purchases WHERE subscription_id = ? AND plan_id = ?').get(subscriptionId, planId) as AddOnRow | undefined;
  }

  ofSubscription(subscriptionId: string): AddOnRow[] {
    return this.db.prepare('SELECT * FROM add_on_purchases WHERE subscription_id = ? ORDER BY created_at, rowid').all(subscriptionId) as AddOnRow[];
  }
}
