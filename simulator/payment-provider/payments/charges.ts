/**
 * The provider's charges (migration 6), as a merchant backend sees them through its provider API:
 * a first charge is written when its execution is authorized (PaymentSessions.appendStatuses, same
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
import type { CardSummary, ChargeRow, PaymentSession } from './session-model';
import type { ProviderEvents } from '../webhooks/events';
import { ChargeEvents, type VoidedCharge } from './charge-events';

/** Why the sweep voids a charge whose payment session expired before any subscription recorded it. */
const EXPIRED_UNRECORDED = 'The payment session expired before a subscription recorded this charge.';

export class ProviderCharges {
  private readonly sql;
  private readonly outbox: ChargeEvents;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
    /** Where voids are reported to the merchant (issue 26). */
    events?: ProviderEvents,
  ) {
    this.outbox = new ChargeEvents(events);
    this.sql = {
      first: db.prepare(
        `INSERT INTO charges (id, kind, execution_id, email, amount_value, currency, card_network, card_last4, status, created_at)
         VALUES (@id, 'first', @execution_id, @email, @amount_value, @currency, @card_network, @card_last4, 'authorized', @created_at)
         ON CONFLICT (execution_id) DO NOTHING`,
      ),
      bindEmail: db.prepare("UPDATE charges SET email = @email WHERE execution_id = @execution_id AND status = 'authorized'"),
      of: db.prepare('SELECT * FROM charges WHERE execution_id = ?'),
      record: db.prepare("UPDATE charges SET status = 'recorded', subscription_id = @subscription_id, email = COALESCE(email, @email), settled_at = @now WHERE execution_id = @execution_id AND status = 'authorized'"),
      void: db.prepare(
        "UPDATE charges SET status = 'voided', void_reason = @reason, settled_at = @now WHERE execution_id = @execution_id AND status = 'authorized' RETURNING id, execution_id, amount_value, currency",
      ),
      expiredUnrecorded: db
        .prepare("SELECT execution_id FROM charges WHERE status = 'authorized' AND execution_id IN (SELECT execution_id FROM payment_sessions WHERE expires_at <= ?)")
        .pluck(),
      merchantInitiated: db.prepare(
        `INSERT INTO charges (id, kind, subscription_id, email, amount_value, currency, card_network, card_last4, status, created_at, settled_at)
         VALUES (@id, 'merchant-initiated', @subscription_id, @email, @amount_value, @currency, @card_network, @card_last4, 'recorded', @now, @now)`,
      ),
      list: db.prepare('SELECT * FROM charges ORDER BY created_at DESC, rowid DESC LIMIT 500'),
      counts: db.prepare('SELECT status, count(*) AS n FROM charges WHERE kind = ? GROUP BY status'),
    };
  }

  /** Writes the first charge of an execution its attempt just authorized (an already written one is kept). */
  writeFirst(session: PaymentSession, card: CardSummary): void {
    const { execution } = session;
    this.sql.first.run({
      id: `chg_${randomUUID()}`,
      execution_id: execution.id,
      email: session.email,
      amount_value: session.amount.value,
      currency: session.amount.currency,
      card_network: card.network || null,
      card_last4: card.last4 || null,
      created_at: this.now(),
    });
    if (session.email) this.bindEmail(execution.id, session.email);
  }

  /** Binds an unsettled first charge to the shopper's email, bound to its session after the charge was written. */
  bindEmail(executionId: string, email: string): void {
    this.sql.bindEmail.run({ email, execution_id: executionId });
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
    this.voidAt(executionId, reason, this.now());
  }

  /** Voids the charges of sessions expired at `now` that no subscription recorded; answers how many. */
  voidExpired(now: number): number {
    let voided = 0;
    for (const executionId of this.sql.expiredUnrecorded.all(now) as string[]) if (this.voidAt(executionId, EXPIRED_UNRECORDED, now)) voided += 1;
    return voided;
  }

  private voidAt(executionId: string, reason: string, now: number): boolean {
    const row = this.sql.void.get({ execution_id: executionId, reason, now }) as VoidedCharge | undefined;
    if (row) this.outbox.voided(row, reason);
    return row !== undefined;
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
