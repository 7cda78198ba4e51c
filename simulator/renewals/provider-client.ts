/**
 * How the renewals scheduler charges a stored instrument: through the provider's merchant API
 * (ProviderClient.chargeStoredInstrument, the path add-ons use), with the outcome the provider reads
 * through the payment's ScenarioRun (ProviderClient.renewalAnswer: the scenario's `renewal` block),
 * and every answer kept under its idempotency key in SQLite in the same transaction as the
 * provider's charge row, so asking twice charges once.
 */
import type { ProviderClient } from '../service/provider-client';
import type { Db } from '../store/db';
import type { SubscriptionRow } from '../store/subscriptions';
import type { ChargeOutcome } from './schedule';

export interface StoredChargeRequest {
  /** The same key for the same renewal attempt, whatever happens in between: the provider charges it once. */
  readonly idempotencyKey: string;
  /** The subscription whose first payment stored the instrument. */
  readonly subscription: SubscriptionRow;
  readonly amountValue: string;
  readonly currency: string;
  /** How many charges of this instrument came before this one: picks the scenario's scripted answer. */
  readonly chargeIndex: number;
}

export type StoredChargeResult = { readonly kind: 'paid'; readonly chargeId: string } | { readonly kind: 'declined'; readonly outcome: Extract<ChargeOutcome, { kind: 'declined' }> };

export interface StoredInstrumentProvider {
  charge(request: StoredChargeRequest): StoredChargeResult;
}

interface StoredChargeRow {
  readonly outcome: 'paid' | 'declined';
  readonly decline_reason: string | null;
  readonly charge_id: string | null;
}

export class ScriptedStoredInstrumentProvider implements StoredInstrumentProvider {
  constructor(
    private readonly db: Db,
    private readonly provider: Pick<ProviderClient, 'chargeStoredInstrument' | 'renewalAnswer'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** One transaction: the provider's charge row and the answer under the key commit together or not at all. */
  charge(request: StoredChargeRequest): StoredChargeResult {
    return this.db.transaction(() => this.chargeOnce(request))();
  }

  private chargeOnce(request: StoredChargeRequest): StoredChargeResult {
    const replay = this.db.prepare('SELECT outcome, decline_reason, charge_id FROM provider_stored_charges WHERE idempotency_key = ?').get(request.idempotencyKey) as StoredChargeRow | undefined;
    if (replay) return fromRow(replay);
    const answer = this.provider.renewalAnswer(request.subscription, request.chargeIndex);
    let row: StoredChargeRow;
    if (answer.kind === 'paid') {
      const charged = this.provider.chargeStoredInstrument(request.subscription, { value: request.amountValue, currency: request.currency });
      row = charged.kind === 'charged' ? { outcome: 'paid', decline_reason: null, charge_id: charged.chargeId } : { outcome: 'declined', decline_reason: 'do-not-honor', charge_id: null };
    } else {
      row = { outcome: 'declined', decline_reason: answer.reason, charge_id: null };
    }
    this.db
      .prepare(
        `INSERT INTO provider_stored_charges (idempotency_key, instrument, amount_value, currency, outcome, decline_reason, charge_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(request.idempotencyKey, request.subscription.execution_id, request.amountValue, request.currency, row.outcome, row.decline_reason, row.charge_id, this.now());
    return fromRow(row);
  }
}

function fromRow(row: StoredChargeRow): StoredChargeResult {
  if (row.outcome === 'paid' && row.charge_id) return { kind: 'paid', chargeId: row.charge_id };
  const reason = row.decline_reason === 'insufficient-funds' || row.decline_reason === 'card-expired' ? row.decline_reason : 'do-not-honor';
  return { kind: 'declined', outcome: { kind: 'declined', reason } };
}
