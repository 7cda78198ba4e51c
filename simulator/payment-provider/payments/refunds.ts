/**
 * The provider's refunds (issue 29, point 1). A refund names one charge and is kept under the
 * merchant's idempotency key in the provider's own table, in one transaction with its webhook event
 * (charge.refunded or charge.refund_failed): asking again with the same key answers the same refund,
 * a second key for an already refunded charge is refused, so money goes back once whatever the
 * merchant's crashes and retries. The outcome is the paying attempt's scenario's `refund` answer
 * (refund-success, refund-failed); a scenario without one refunds.
 */
import { randomUUID } from 'node:crypto';
import type { Refund, RefundRequest } from '../../../contracts/refunds';
import type { RefundAnswer } from '../../../scenarios';
import { Problem } from '../../platform/http/problem';
import { migrate, type Db } from '../../platform/store/db';
import type { Migration } from '../../platform/store/db';
import type { ChargeRow } from './session-model';
import type { ProviderEvents } from '../webhooks/events';

/** Numbered from 2903 (issue 29) beside the merchant's 2901 and 2902. */
export const REFUND_MIGRATIONS: readonly Migration[] = [
  {
    version: 2903,
    name: 'provider_refunds',
    sql: `
      CREATE TABLE provider_refunds (
        id               TEXT PRIMARY KEY,
        idempotency_key  TEXT NOT NULL UNIQUE,
        charge_id        TEXT NOT NULL REFERENCES charges (id),
        amount_value     TEXT NOT NULL,
        currency         TEXT NOT NULL,
        reason           TEXT NOT NULL,
        status           TEXT NOT NULL CHECK (status IN ('succeeded', 'failed')),
        failure_reason   TEXT,
        created_at       INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX provider_refunds_one_success ON provider_refunds (charge_id) WHERE status = 'succeeded';
    `,
  },
];

interface RefundRow {
  readonly id: string;
  readonly idempotency_key: string;
  readonly charge_id: string;
  readonly amount_value: string;
  readonly currency: string;
  readonly reason: Refund['reason'];
  readonly status: Refund['status'];
  readonly failure_reason: Refund['failure_reason'];
  readonly created_at: number;
}

/** The scenario answer for a charge: the paying attempt's script, found through the charge's first payment. */
export type RefundAnswerOf = (charge: ChargeRow, firstExecutionId: string | null) => RefundAnswer;

const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  charge: row.charge_id,
  amount: { value: row.amount_value, currency: row.currency },
  reason: row.reason,
  status: row.status,
  failure_reason: row.failure_reason,
  created: row.created_at,
});

export class ProviderRefunds {
  private readonly sql;

  constructor(
    private readonly db: Db,
    private readonly answerOf: RefundAnswerOf,
    private readonly events: ProviderEvents | undefined,
    private readonly now: () => number = Date.now,
  ) {
    migrate(db, REFUND_MIGRATIONS);
    this.sql = {
      byKey: db.prepare('SELECT * FROM provider_refunds WHERE idempotency_key = ?'),
      succeededFor: db.prepare("SELECT id FROM provider_refunds WHERE charge_id = ? AND status = 'succeeded'").pluck(),
      charge: db.prepare('SELECT * FROM charges WHERE id = ?'),
      firstExecution: db.prepare("SELECT execution_id FROM charges WHERE kind = 'first' AND subscription_id = ? LIMIT 1").pluck(),
      insert: db.prepare(
        `INSERT INTO provider_refunds (id, idempotency_key, charge_id, amount_value, currency, reason, status, failure_reason, created_at)
         VALUES (@id, @idempotency_key, @charge_id, @amount_value, @currency, @reason, @status, @failure_reason, @created_at)`,
      ),
      ofCharges: db.prepare('SELECT * FROM provider_refunds ORDER BY created_at DESC, rowid DESC LIMIT 500'),
    };
  }

  /** Refunds a whole charge once per key, in one transaction with its event; 4xx problems for what cannot be refunded. */
  create(request: RefundRequest, idempotencyKey: string): Refund {
    return this.db.transaction(() => this.createOnce(request, idempotencyKey))();
  }

  list(): Refund[] {
    return (this.sql.ofCharges.all() as RefundRow[]).map(toRefund);
  }

  private createOnce(request: RefundRequest, key: string): Refund {
    const replay = this.sql.byKey.get(key) as RefundRow | undefined;
    if (replay) {
      if (replay.charge_id !== request.charge || replay.reason !== request.reason) throw new Problem('conflict', 'This Idempotency-Key was used with another refund request.');
      return toRefund(replay);
    }
    const charge = this.sql.charge.get(request.charge) as ChargeRow | undefined;
    if (!charge) throw new Problem('not-found', `No charge has the id "${request.charge.slice(0, 80)}".`);
    if (charge.status !== 'recorded') throw new Problem('conflict', `The charge is ${charge.status}: only a settled charge can be refunded.`);
    if (this.sql.succeededFor.get(charge.id) !== undefined) throw new Problem('conflict', 'This charge was already refunded.');
    const firstExecution = charge.kind === 'first' ? charge.execution_id : ((charge.subscription_id && (this.sql.firstExecution.get(charge.subscription_id) as string | undefined)) ?? null);
    const answer = this.answerOf(charge, firstExecution);
    const row: RefundRow = {
      id: `re_${randomUUID()}`,
      idempotency_key: key,
      charge_id: charge.id,
      amount_value: charge.amount_value,
      currency: charge.currency,
      reason: request.reason,
      status: answer.kind,
      failure_reason: answer.kind === 'failed' ? answer.reason : null,
      created_at: this.now(),
    };
    this.sql.insert.run(row);
    const data = { executionId: firstExecution, chargeId: charge.id, subscriptionId: charge.subscription_id, amount: { value: row.amount_value, currency: row.currency }, reason: row.failure_reason };
    this.events?.record(answer.kind === 'succeeded' ? 'charge.refunded' : 'charge.refund_failed', `refund:${row.id}`, data);
    return toRefund(row);
  }
}
