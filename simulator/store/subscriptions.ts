import { randomUUID } from 'node:crypto';
import type { Db } from './db';

export interface SubscriptionRow {
  readonly id: string;
  readonly plan_id: string;
  readonly email: string;
  readonly status: 'active' | 'cancelled';
  readonly execution_id: string;
  readonly amount_value: string;
  readonly currency: string;
  readonly card_network: string | null;
  readonly card_last4: string | null;
  readonly scenario_id: string;
  readonly attribution: string;
  readonly created_at: string;
}

export type NewSubscription = Omit<SubscriptionRow, 'id' | 'status' | 'created_at'>;

export class SubscriptionsRepo {
  constructor(private readonly db: Db) {}

  /** Inserts an active subscription; the execution id is unique, so one charge makes one subscription. */
  create(input: NewSubscription): SubscriptionRow {
    const row: SubscriptionRow = { ...input, id: `sub_${randomUUID()}`, status: 'active', created_at: new Date().toISOString() };
    this.db
      .prepare(
        `INSERT INTO subscriptions (id, plan_id, email, status, execution_id, amount_value, currency, card_network, card_last4, scenario_id, attribution, created_at)
         VALUES (@id, @plan_id, @email, @status, @execution_id, @amount_value, @currency, @card_network, @card_last4, @scenario_id, @attribution, @created_at)`,
      )
      .run(row);
    return row;
  }

  byExecution(executionId: string): SubscriptionRow | undefined {
    return this.db.prepare('SELECT * FROM subscriptions WHERE execution_id = ?').get(executionId) as SubscriptionRow | undefined;
  }

  list(filter: { email?: string } = {}): SubscriptionRow[] {
    if (filter.email !== undefined) {
      return this.db.prepare('SELECT * FROM subscriptions WHERE email = ? ORDER BY created_at').all(filter.email) as SubscriptionRow[];
    }
    return this.db.prepare('SELECT * FROM subscriptions ORDER BY created_at DESC LIMIT 500').all() as SubscriptionRow[];
  }
}
