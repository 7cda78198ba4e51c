/**
 * The merchant's record of withdrawals (issue 29, point 1): one per subscription, with who withdrew
 * (name, email), when on the subscription's clock, and one row per charge to refund. A refund row is
 * written as `requested` with its idempotency key before the provider is asked, and settled once,
 * from the provider's answer or its webhook event, whichever comes first: a crash in between asks
 * again with the same key (the provider answers the same refund) or is settled by the event.
 */
import { migrate, type Db } from '../../platform/store/db';
import type { Migration } from '../../platform/store/db';

export const WITHDRAWAL_MIGRATIONS: readonly Migration[] = [
  {
    version: 2904,
    name: 'withdrawals',
    sql: `
      CREATE TABLE withdrawals (
        id               TEXT PRIMARY KEY,
        subscription_id  TEXT NOT NULL UNIQUE REFERENCES subscriptions (id),
        name             TEXT NOT NULL,
        email            TEXT NOT NULL,
        withdrawn_at     INTEGER NOT NULL,
        currency         TEXT NOT NULL
      );
      CREATE TABLE withdrawal_refunds (
        charge_id        TEXT PRIMARY KEY,
        withdrawal_id    TEXT NOT NULL REFERENCES withdrawals (id),
        what             TEXT NOT NULL,
        amount_value     TEXT NOT NULL,
        idempotency_key  TEXT NOT NULL UNIQUE,
        state            TEXT NOT NULL CHECK (state IN ('requested', 'refunded', 'failed')),
        refund_id        TEXT,
        failure_reason   TEXT,
        settled_at       INTEGER
      );
      CREATE INDEX withdrawal_refunds_of ON withdrawal_refunds (withdrawal_id);
    `,
  },
  {
    // What the buyer is promised when the card refuses the refund: paid back by bank transfer by a date.
    version: 4102,
    name: 'refunds_owed',
    sql: `
      CREATE TABLE refunds_owed (
        withdrawal_id    TEXT PRIMARY KEY REFERENCES withdrawals (id),
        subscription_id  TEXT NOT NULL,
        amount_value     TEXT NOT NULL,
        currency         TEXT NOT NULL,
        method           TEXT NOT NULL CHECK (method IN ('bank-transfer')),
        due_at           INTEGER NOT NULL,
        recorded_at      INTEGER NOT NULL,
        paid_at          INTEGER
      );
    `,
  },
];

/** Money the merchant owes a buyer whose card refused the withdrawal's refund: paid by bank transfer by `due_at`. */
export interface RefundOwedRow {
  readonly withdrawal_id: string;
  readonly subscription_id: string;
  readonly amount_value: string;
  readonly currency: string;
  readonly method: 'bank-transfer';
  readonly due_at: number;
  readonly recorded_at: number;
  readonly paid_at: number | null;
}

export interface WithdrawalRow {
  readonly id: string;
  readonly subscription_id: string;
  readonly name: string;
  readonly email: string;
  readonly withdrawn_at: number;
  readonly currency: string;
}

export interface RefundRow {
  readonly charge_id: string;
  readonly withdrawal_id: string;
  readonly what: string;
  readonly amount_value: string;
  readonly idempotency_key: string;
  readonly state: 'requested' | 'refunded' | 'failed';
  readonly refund_id: string | null;
  readonly failure_reason: string | null;
  readonly settled_at: number | null;
}

export class WithdrawalsRepo {
  private readonly sql;

  constructor(db: Db) {
    migrate(db, WITHDRAWAL_MIGRATIONS);
    this.sql = {
      ofSubscription: db.prepare('SELECT * FROM withdrawals WHERE subscription_id = ?'),
      byId: db.prepare('SELECT * FROM withdrawals WHERE id = ?'),
      insert: db.prepare('INSERT INTO withdrawals (id, subscription_id, name, email, withdrawn_at, currency) VALUES (@id, @subscription_id, @name, @email, @withdrawn_at, @currency)'),
      insertRefund: db.prepare(
        `INSERT INTO withdrawal_refunds (charge_id, withdrawal_id, what, amount_value, idempotency_key, state)
         VALUES (@charge_id, @withdrawal_id, @what, @amount_value, @idempotency_key, 'requested')`,
      ),
      refunds: db.prepare('SELECT * FROM withdrawal_refunds WHERE withdrawal_id = ? ORDER BY rowid'),
      refundOfCharge: db.prepare('SELECT * FROM withdrawal_refunds WHERE charge_id = ?'),
      settle: db.prepare("UPDATE withdrawal_refunds SET state = @state, refund_id = @refund_id, failure_reason = @failure_reason, settled_at = @at WHERE charge_id = @charge_id AND state = 'requested'"),
      requested: db.prepare("SELECT DISTINCT withdrawal_id FROM withdrawal_refunds WHERE state = 'requested'").pluck(),
      insertOwed: db.prepare(
        `INSERT OR IGNORE INTO refunds_owed (withdrawal_id, subscription_id, amount_value, currency, method, due_at, recorded_at)
         VALUES (@withdrawal_id, @subscription_id, @amount_value, @currency, 'bank-transfer', @due_at, @recorded_at)`,
      ),
      owedOf: db.prepare('SELECT * FROM refunds_owed WHERE subscription_id = ?'),
      markOwedPaid: db.prepare('UPDATE refunds_owed SET paid_at = @at WHERE subscription_id = @subscription_id AND paid_at IS NULL'),
    };
  }

  ofSubscription(subscriptionId: string): WithdrawalRow | undefined {
    return this.sql.ofSubscription.get(subscriptionId) as WithdrawalRow | undefined;
  }

  byId(id: string): WithdrawalRow | undefined {
    return this.sql.byId.get(id) as WithdrawalRow | undefined;
  }

  insert(row: WithdrawalRow, refunds: readonly Pick<RefundRow, 'charge_id' | 'what' | 'amount_value' | 'idempotency_key'>[]): void {
    this.sql.insert.run(row);
    for (const refund of refunds) this.sql.insertRefund.run({ ...refund, withdrawal_id: row.id });
  }

  refunds(withdrawalId: string): RefundRow[] {
    return this.sql.refunds.all(withdrawalId) as RefundRow[];
  }

  refundOfCharge(chargeId: string): RefundRow | undefined {
    return this.sql.refundOfCharge.get(chargeId) as RefundRow | undefined;
  }

  /** Settles a requested refund; false when it was settled before (the answer and the event both arrive). */
  settle(chargeId: string, outcome: { state: 'refunded' | 'failed'; refundId: string | null; failureReason: string | null }, at: number): boolean {
    return this.sql.settle.run({ charge_id: chargeId, state: outcome.state, refund_id: outcome.refundId, failure_reason: outcome.failureReason, at }).changes === 1;
  }

  /** Records the transfer owed, once per withdrawal (a second settlement finds it written). */
  recordOwed(row: Omit<RefundOwedRow, 'method' | 'paid_at'>): void {
    this.sql.insertOwed.run(row);
  }

  owedOf(subscriptionId: string): RefundOwedRow | undefined {
    return this.sql.owedOf.get(subscriptionId) as RefundOwedRow | undefined;
  }

  /** Records the transfer as paid at `at`; false when it was recorded paid before (its first day is kept). */
  markOwedPaid(subscriptionId: string, at: number): boolean {
    return this.sql.markOwedPaid.run({ subscription_id: subscriptionId, at }).changes === 1;
  }

  /** Withdrawals with a refund not settled yet (a crash between asking and recording). */
  unsettled(): string[] {
    return this.sql.requested.all() as string[];
  }
}
