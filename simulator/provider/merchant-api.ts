/**
 * The provider's server-to-server API, as the merchant backend (the subscription service) calls it:
 * look a payment up, charge a wallet token, settle or void a charge, charge a stored instrument.
 * The service sees only this interface (service/provider-client.ts re-exports its types), never
 * the provider's sessions, so it depends on the provider as a real merchant depends on its PSP.
 * In-process here; every call runs inside the merchant request's transaction.
 */
import type { RenewalAnswer } from '../../scenarios';
import type { SubscriptionRow } from '../store/subscriptions';
import type { ProviderCharges, StoredInstrumentCharge } from './charges';
import { chargeWalletToken } from './pay';
import { ScenarioRun } from './scenario-run';
import type { PaymentSessions } from './sessions';
import type { CardSummary, ChargeRow } from './session-model';
import type { StoredInstruments } from './stored-instruments';

/** A payment as the provider reports it to the merchant. */
export interface ProviderPayment {
  readonly executionId: string;
  readonly planId: string;
  readonly amount: { readonly value: string; readonly currency: string };
  /** The shopper the payment is bound to, once known. */
  readonly email: string | null;
  /** The provider authorized the charge (authorizeSuccessful), with this card and scenario. */
  readonly authorized: { readonly card: CardSummary; readonly scenarioId: string; readonly serviceFails: boolean; readonly storeInstrument: boolean } | null;
  readonly chargeStatus: ChargeRow['status'] | null;
  /** Opaque: the merchant hands it to the request journal (res.locals.session), nothing else. */
  readonly journalHandle: object;
}

export type WalletTokenCharge =
  | { readonly kind: 'authorized'; readonly scenarioId: string; readonly serviceFails: boolean }
  | { readonly kind: 'not-authorized'; readonly reason: string };

export interface ProviderClient {
  payment(executionId: string): ProviderPayment | undefined;
  /** Binds the payment (and its charge) to the shopper's email, once. */
  bindEmail(executionId: string, email: string): void;
  /** Charges an Apple Pay token on the payment's execution, as its scenario says (ADR 6). */
  chargeWalletToken(executionId: string, card: CardSummary): WalletTokenCharge;
  /**
   * The merchant recorded what the charge paid for; the provider stores the card when the shopper
   * asked, for their email and, when signed in, their account (`userRef`, from a verified ID token).
   */
  settleCharge(executionId: string, subscriptionId: string, email: string, userRef?: string | null): void;
  /** The merchant refused what the charge paid for: the provider voids it. */
  voidCharge(executionId: string, reason: string): void;
  /** A merchant-initiated charge on the instrument stored with a subscription (add-ons, renewals). */
  chargeStoredInstrument(subscription: SubscriptionRow, amount: { readonly value: string; readonly currency: string }): StoredInstrumentCharge;
  /** What the issuer answers the n-th merchant-initiated charge (from 0) of that instrument, as the payment's scenario scripts it (renewals). */
  renewalAnswer(subscription: SubscriptionRow, chargeIndex: number): RenewalAnswer;
}

export function providerClient(sessions: PaymentSessions, charges: ProviderCharges, stored: StoredInstruments): ProviderClient {
  const sessionOf = (executionId: string) => {
    const session = sessions.byExecutionId(executionId);
    if (!session) throw new Error(`provider: no payment ${executionId}`);
    return session;
  };
  return {
    payment(executionId) {
      const session = sessions.byExecutionId(executionId);
      if (!session) return undefined;
      const { execution } = session;
      const run = ScenarioRun.current(session);
      const authorized = execution.authorizedWith !== null && run !== null && execution.statuses.some((s) => s.code === 'authorizeSuccessful');
      return {
        executionId: execution.id,
        planId: session.planId,
        amount: session.amount,
        email: session.email,
        authorized:
          authorized && execution.authorizedWith && run
            ? { card: execution.authorizedWith.card, scenarioId: run.id, serviceFails: run.subscriptionServiceFails(), storeInstrument: execution.authorizedWith.storeInstrument === true }
            : null,
        chargeStatus: charges.statusOf(execution.id) ?? null,
        journalHandle: session,
      };
    },
    bindEmail(executionId, email) {
      sessions.bindEmail(sessionOf(executionId), email);
    },
    chargeWalletToken(executionId, card) {
      const charge = chargeWalletToken(sessions, sessionOf(executionId), 'apple-pay', card);
      return charge.kind === 'authorized' ? { kind: 'authorized', scenarioId: charge.run.id, serviceFails: charge.run.subscriptionServiceFails() } : charge;
    },
    settleCharge(executionId, subscriptionId, email, userRef = null) {
      const session = sessionOf(executionId);
      // The charge row is written with the session: write it now so it settles in this transaction.
      sessions.saveTouched();
      charges.recorded(executionId, subscriptionId, email);
      // Stored only when the shopper asked (authorize's storeInstrument) with the card-save body for the card that paid.
      const attempt = session.execution.authorizedWith;
      const save = session.execution.cardSave;
      if (attempt?.storeInstrument && save && save.card.last4 === attempt.card.last4 && save.card.network === attempt.card.network) stored.saveCard(email, attempt.card, userRef ?? session.userRef);
    },
    voidCharge(executionId, reason) {
      sessions.saveTouched();
      charges.void(executionId, reason);
    },
    chargeStoredInstrument(subscription, amount) {
      return charges.chargeStoredInstrument(subscription, amount);
    },
    renewalAnswer(subscription, chargeIndex) {
      return ScenarioRun.renewalAnswer(sessions.byExecutionId(subscription.execution_id), subscription.scenario_id, chargeIndex, sessions.scenarios);
    },
  };
}
