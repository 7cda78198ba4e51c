/**
 * The provider's charges (migration 6), as a merchant backend sees them through its provider API:
 * a first charge is written when its execution is authorized (PaymentSessions.saveTouched, same
 * transaction) and settles once, as `recorded` (a subscription holds it) or `voided`.
 *
 * Renewals and add-ons (issue 16): call `chargeStoredInstrument(subscription)` to charge the
 * instrument stored with a subscription's first payment. It writes a `merchant-initiated` charge
 * row and answers its id; run it inside the request's transaction (platform/store/transaction.ts) so the
 * charge and what the merchant records for it commit together.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/store/db';
import type { InstrumentHolder, StoredInstrumentCharge } from '../client';
import type { ChargeRow } from './session-model';
import type { ProviderEvents } from '../webhooks/events';


export class ProviderCharges {
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
    /** Where voids and renewal charges are reported to the merchant (issue 26). */
    private readonly events?: ProviderEvents,
  ) {
    this.sql = {
      of: db.prepare('SELECT * FROM charges WHERE execution_id = ?'),
      record: db.prepare("UPDATE charges SET status = 'recorded', subscription_id = @subscription_id, email = COALESCE(email, @email), settled_at = @now WHERE execution_id = @execution_id AND status = 'authorized'"),
      void: db.prepare(
        "UPDATE charges SET status = 'voided', void_reason = @reason, settled_at = @now WHERE execution_id = @execution_id AND status = 'authorized' RETURNING id, amount_value, currency",
      ),
      merchantInitiated: db.prepare(
        `INSERT INTO charges (id, kind, subscription_id, email, amount_value, currency, card_network, card_last4, status, created_at, settled_at)
         VALUES (@id, 'merchant-initiated', @subscription_id, @email, @amount_value, @currency, @card_network, @card_last4, 'recorded', @now, @now)`,
      ),
      list: db.prepare('SELECT * FROM charges ORDER BY created_at DESC, rowid DESC LIMIT 500'),
      counts: db.prepare('SELECT status, count(*) AS n FROM charges WHERE kind = ? GROUP BY status'),
    };
  }

  /** The first charge of an execution; undefined until the provider authorized it. */
  of(executionId: string): ChargeRow | undefined {
    return this.sql.of.get(executionId) as ChargeRow | undefined;
  }

  /** The merchant recorded the subscription this charge paid for. */
  recorded(executionId: string, subscriptionId: string, email: string): void {
    this.sql.record.run({ execution_id: executionId, subscription_id: subscriptionId, email, now: this.now() });
  }

  /** The merchant refused what this charge paid for: the money goes back (shown as voided in the QA console). */
  void(executionId: string, reason: string): void {
    const row = this.sql.void.get({ execution_id: executionId, reason, now: this.now() }) as { id: string; amount_value: string; currency: string } | undefined;
    if (row) this.events?.record('charge.voided', `${executionId}:voided`, { executionId, chargeId: row.id, amount: { value: row.amount_value, currency: row.currency }, reason });
  }

  /** A merchant-initiated charge on the instrument stored with the subscription's first payment. */
  chargeStoredInstrument(subscription: InstrumentHolder, amount: { readonly value: string; readonly currency: string }): StoredInstrumentCharge {
    if (subscription.status !== 'active') return { kind: 'refused', reason: 'The subscription is not active.', code: 'subscription-not-active' };
    if (!subscription.card_network || !subscription.card_last4) return { kind: 'refused', reason: 'No payment instrument is stored with this subscription.', code: 'no-stored-instrument' };
    const chargeId = `chg_${randomUUID()}`;
    this.sql.merchantInitiated.run({
      id: chargeId,
      subscription_id: subscription.id,
      email: subscription.email,
      amount_value: amount.value,
      currency: amount.currency,
      card_network: subscription.card_network,
      card_last4: subscription.card_last4,
      now: this.now(),
    });
    return { kind: 'charged', chargeId };
  }

  list(): ChargeRow[] {
    return this.sql.list.all() as ChargeRow[];
  }

  /** How many first charges are in each state (the crash drill reads this through the QA API). */
  firstChargeCounts(): Record<ChargeRow['status'], number> {
    const counts = { authorized: 0, recorded: 0, voided: 0 };
    for (const { status, n } of this.sql.counts.all('first') as { status: ChargeRow['status']; n: number }[]) counts[status] = n;
    return counts;
  }
}
