/**
 * The provider's side of a renewal charge (the renewals scheduler asks through
 * ProviderClient.chargeRenewal): the stored instrument is charged (ProviderCharges, the path add-ons
 * use) with the outcome the payment's ScenarioRun scripts (its `renewal` block), every answer kept
 * under the merchant's idempotency key in the provider's own table in the same transaction as its
 * charge row and its webhook event (renewal.succeeded / renewal.failed), so asking twice charges once.
 */
import type { Db } from '../../platform/store/db';
import type { StoredChargeRequest, StoredChargeResult, StoredInstrumentProvider } from '../client';
import type { ProviderCharges } from './charges';
import type { RenewalAnswer } from '../../../scenarios';
import type { ProviderEvents } from '../webhooks/events';

interface RenewalParts {
  readonly chargeStoredInstrument: ProviderCharges['chargeStoredInstrument'];
  readonly renewalAnswer: (subscription: StoredChargeRequest['subscription'], chargeIndex: number) => RenewalAnswer;
}

interface StoredChargeRow {
  readonly outcome: 'paid' | 'declined';
  readonly decline_reason: string | null;
  readonly charge_id: string | null;
}

export class ScriptedStoredInstrumentProvider implements StoredInstrumentProvider {
  constructor(
    private readonly db: Db,
    private readonly provider: RenewalParts,
    private readonly now: () => number = Date.now,
    private readonly events?: ProviderEvents,
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
    const data = { executionId: request.subscription.execution_id, subscriptionId: request.subscription.id, chargeId: row.charge_id, amount: { value: request.amountValue, currency: request.currency }, reason: row.decline_reason };
    this.events?.record(row.outcome === 'paid' ? 'renewal.succeeded' : 'renewal.failed', `renewal:${request.idempotencyKey}`, data);
    return fromRow(row);
  }
}

function fromRow(row: StoredChargeRow): StoredChargeResult {
  if (row.outcome === 'paid' && row.charge_id) return { kind: 'paid', chargeId: row.charge_id };
  const reason = row.decline_reason === 'insufficient-funds' || row.decline_reason === 'card-expired' ? row.decline_reason : 'do-not-honor';
  return { kind: 'declined', outcome: { kind: 'declined', reason } };
}
