/**
 * The provider's server-to-server API behind the client module (client.ts): look a payment up,
 * charge a wallet token, settle or void a charge, charge a stored instrument. Only the provider's
 * mount (payment-provider/mount/provider.ts) imports this file; the merchant sees the ProviderClient interface.
 */
import type { ProviderClient } from '../client';
import type { ProviderCharges } from './charges';
import { Problem } from '../../platform/http/problem';
import type { ProviderRefunds } from './refunds';
import { eraseCustomer } from './customers';
import type { Db } from '../../platform/store/db';
import { chargeWalletToken } from './pay';
import { ScenarioRun } from './scenario-run';
import type { PaymentSessions } from './sessions';
import type { StoredInstruments } from './stored-instruments';
import { openPaymentSession, type Origins } from './open-session';

export function providerClient(sessions: PaymentSessions, charges: ProviderCharges, stored: StoredInstruments, origins: Origins, refunds: ProviderRefunds, db: Db): ProviderClient {
  const sessionOf = (executionId: string) => {
    const session = sessions.byExecutionId(executionId);
    if (!session) throw new Error(`provider: no payment ${executionId}`);
    return session;
  };
  return {
    scenarioIds() {
      return sessions.scenarios.ids();
    },
    openSession(request) {
      return openPaymentSession(sessions, stored, origins, request);
    },
    sessionByToken(token) {
      const session = sessions.byBearer(token);
      return session ? { token: session.token, journalHandle: session } : undefined;
    },
    payment(executionId) {
      const session = sessions.byExecutionId(executionId);
      if (!session) return undefined;
      const { execution } = session;
      const run = ScenarioRun.current(session);
      const authorized = execution.authorizedWith !== null && run !== null && execution.statuses.some((s) => s.code === 'authorizeSuccessful');
      // One read of the charge for its status and id.
      const charge = charges.of(execution.id);
      return {
        executionId: execution.id,
        planId: session.planId,
        amount: session.amount,
        email: session.email,
        authorized:
          authorized && execution.authorizedWith && run
            ? { card: execution.authorizedWith.card, scenarioId: run.id, serviceFails: run.subscriptionServiceFails(), storeInstrument: execution.authorizedWith.storeInstrument === true }
            : null,
        consent: authorized ? (execution.authorizedWith?.consent ?? null) : null,
        chargeStatus: charge?.status ?? null,
        chargeId: charge?.id ?? null,
        status: authorized ? 'authorized' : execution.statuses.at(-1)?.code === 'authorizeFailed' ? 'failed' : 'pending',
        journalHandle: session,
      };
    },
    bindEmail(executionId, email) {
      sessions.bindEmail(sessionOf(executionId), email);
      sessions.saveTouched();
    },
    chargeWalletToken(executionId, card, consent) {
      const charge = chargeWalletToken(sessions, sessionOf(executionId), 'apple-pay', card, { ...consent, agreedAt: new Date(sessions.time()).toISOString() });
      // The authorization (and its charge row and event) is written in the merchant's transaction, by the provider.
      sessions.saveTouched();
      return charge.kind === 'authorized' ? { kind: 'authorized', scenarioId: charge.run.id, serviceFails: charge.run.subscriptionServiceFails() } : charge;
    },
    settleCharge(executionId, subscriptionId, email, userRef = null) {
      const session = sessionOf(executionId);
      // The shopper's email goes to the session (when it has none) and, with the record, to the charge:
      // the charge is updated once (issue 46). All of it in this transaction.
      sessions.bindEmail(session, email);
      sessions.saveTouched(session);
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
    refund(request, idempotencyKey) {
      try {
        return { kind: 'answered', refund: refunds.create(request, idempotencyKey) };
      } catch (error) {
        // The provider's 4xx answers (unknown, unsettled or already refunded charge) reach the merchant as a refusal.
        if (error instanceof Problem) return { kind: 'refused', reason: error.detail };
        throw error;
      }
    },
    eraseCustomer(customer) {
      return eraseCustomer(db, sessions, customer);
    },
    renewalAnswer(subscription, chargeIndex) {
      return ScenarioRun.renewalAnswer(sessions.byExecutionId(subscription.execution_id), subscription.scenario_id, chargeIndex, sessions.scenarios);
    },
  };
}
