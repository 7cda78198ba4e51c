/**
 * The `charge.*` events the provider owes the merchant (webhooks/events.ts), each recorded by the code
 * that makes the change, in its transaction, keyed by that change so a retried request records one.
 */
import type { ProviderEvents } from '../webhooks/events';
import { ScenarioRun } from './scenario-run';
import type { PaymentSession } from './session-model';

/** A first charge the provider voided, as its row reads after the void. */
export interface VoidedCharge {
  readonly id: string;
  readonly execution_id: string;
  readonly amount_value: string;
  readonly currency: string;
}

export class ChargeEvents {
  /** Absent where no merchant listens (tests of the sessions or charges alone). */
  constructor(private readonly events?: ProviderEvents) {}

  /** The attempt was authorized: its first charge is written (charges.ts writeFirst). */
  authorized(session: PaymentSession): void {
    const { execution } = session;
    this.events?.record('charge.authorized', `${execution.id}:authorized`, { executionId: execution.id, amount: session.amount }, ScenarioRun.webhookFaults(session));
  }

  /** The attempt failed; one event per failed attempt, since a new attempt appends new statuses. */
  failed(session: PaymentSession): void {
    const { execution } = session;
    this.events?.record('charge.failed', `${execution.id}:failed:${execution.statuses.length}`, { executionId: execution.id, amount: session.amount }, ScenarioRun.webhookFaults(session));
  }

  /** The charge was voided: the merchant refused what it paid for, or its session expired unrecorded. */
  voided(charge: VoidedCharge, reason: string): void {
    const executionId = charge.execution_id;
    this.events?.record('charge.voided', `${executionId}:voided`, { executionId, chargeId: charge.id, amount: { value: charge.amount_value, currency: charge.currency }, reason });
  }
}
