/**
 * What the buyer bought, bound to the payment session when the merchant opens it (issue 26, point
 * 3): plan, email, signed-in account, add-on target and quiz attempt. The provider's
 * charge.authorized event names only the execution; this row is what turns it into a subscription
 * without the browser. One row per execution, written in the init request's transaction.
 */
import type { Db } from '../../platform/store/db';
import type { Language } from '../../../catalog/languages';

export interface PurchaseOrder {
  readonly execution_id: string;
  readonly plan_id: string;
  readonly email: string | null;
  /** `firebase:{uid}` from a verified ID token at init, or null. */
  readonly user_ref: string | null;
  /** The subscription an add-on is bought for; null for a first purchase. */
  readonly add_on_target: string | null;
  /** The quiz attempt the purchase follows (issue 27 stores attempts), when the app names one. */
  readonly quiz_attempt_id: string | null;
  /** The shopper's language at init (issue 33, migration 3301): a purchase recorded without the browser keeps it. */
  readonly language: Language;
  readonly created_at: number;
}

export class PurchaseOrders {
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = {
      insert: db.prepare(
        `INSERT INTO purchase_orders (execution_id, plan_id, email, user_ref, add_on_target, quiz_attempt_id, language, created_at)
         VALUES (@execution_id, @plan_id, @email, @user_ref, @add_on_target, @quiz_attempt_id, @language, @created_at)`,
      ),
      byExecution: db.prepare('SELECT * FROM purchase_orders WHERE execution_id = ?'),
    };
  }

  bind(order: Omit<PurchaseOrder, 'created_at'>): void {
    this.sql.insert.run({ ...order, created_at: this.now() });
  }

  byExecution(executionId: string): PurchaseOrder | undefined {
    return this.sql.byExecution.get(executionId) as PurchaseOrder | undefined;
  }
}
