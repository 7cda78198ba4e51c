import { findPlan, type Plan } from '../../app/plans';
import { SCENARIOS, type ScenarioId } from '../../scenarios';
import type { Response } from 'express';
import { Problem, problemBody } from '../http/problem';
import type { ProviderCharges } from '../provider/charges';
import type { StoredInstruments } from '../provider/stored-instruments';
import { assertNotSubscribed } from './duplicate-guard';
import type { ReceiptMailer } from '../outbox/receipts';
import type { PaymentSession, PaymentSessions, CardSummary } from '../provider/sessions';
import type { NewSubscription, SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';

export interface AuthorizedFirstCharge {
  readonly plan: Plan;
  readonly session: PaymentSession;
  readonly card: CardSummary;
  readonly scenarioId: ScenarioId;
  /** True when the scenario scripts the subscription service to fail after the provider authorized. */
  readonly serviceFails: boolean;
  /** The shopper asked the provider to store the card (authorize's storeInstrument). */
  readonly storeInstrument: boolean;
}

/** A subscription plan by id, or a 400 that names it. */
export function subscriptionPlan(planId: string): Plan {
  const plan = findPlan(planId);
  if (!plan) throw new Problem('bad-request', `Unknown plan "${planId}".`);
  if (plan.kind !== 'subscription') throw new Problem('bad-request', `Plan "${planId}" is an add-on: buy it with subscription_id.`);
  return plan;
}

/**
 * Asks the provider whether this execution's first charge was authorized for this plan. The
 * browser's word is never enough: anything short of authorizeSuccessful is a 402.
 */
export function authorizedFirstCharge(sessions: PaymentSessions, planId: string, executionId: string, locals: Record<string, unknown>): AuthorizedFirstCharge {
  const plan = subscriptionPlan(planId);
  const session = sessions.byExecutionId(executionId);
  if (!session) throw new Problem('payment-not-authorized', 'No payment is known for this execution.');
  locals.session = session;
  if (session.planId !== plan.id) throw new Problem('bad-request', `The payment was made for plan "${session.planId}", not "${plan.id}".`);
  const { execution } = session;
  const authorized = execution.authorizedWith !== null && execution.statuses.some((s) => s.code === 'authorizeSuccessful');
  if (!authorized || !execution.authorizedWith) throw new Problem('payment-not-authorized', 'The provider has not authorized this payment.');
  const { scenarioId, card, storeInstrument = false } = execution.authorizedWith;
  return { plan, session, card, scenarioId, storeInstrument, serviceFails: SCENARIOS[scenarioId].subscriptionService?.create === 'error' };
}

export interface FirstChargeDeps {
  readonly sessions: PaymentSessions;
  readonly subscriptions: SubscriptionsRepo;
  readonly charges: ProviderCharges;
  readonly stored: StoredInstruments;
  /** Puts the receipt in the outbox (simulator/outbox); absent, no email is sent. */
  readonly receipts?: ReceiptMailer;
}

export interface FirstChargeRequest {
  readonly planId: string;
  readonly email: string;
  readonly executionId: string;
  readonly attribution: Record<string, unknown>;
  /** The signed-in user (firebase_id or apple_token), null for the anonymous quiz taker. */
  readonly userRef: string | null;
}

export type FirstChargeAnswer =
  | { readonly status: 200 | 201; readonly body: { readonly id: string } }
  | { readonly status: 500; readonly body: Record<string, never> }
  /** A refusal that must commit (the charge it voids): sent as problem+json, not thrown. */
  | { readonly status: 409; readonly body: ReturnType<typeof problemBody> };

/** Refuses a payment another shopper made: the execution is bound to the session's email, or to its subscription's. */
export function assertOwnedBy(session: PaymentSession, existing: SubscriptionRow | undefined, email: string): void {
  const owner = existing?.email ?? session.email;
  if (owner !== null && owner !== email) {
    throw new Problem('payment-owned-by-another-email', 'This payment belongs to another subscription: it was made with another email.');
  }
}

/**
 * The subscription row of a charge the provider authorized, its charge settled as recorded, and the
 * card saved for the customer when they asked to store it. Runs in the request's transaction.
 */
export function recordFirstCharge(deps: FirstChargeDeps, session: PaymentSession, row: NewSubscription, storeCard: CardSummary | null): SubscriptionRow {
  const created = deps.subscriptions.create(row);
  // The charge row is written with the session; write it now so it can be settled in this transaction.
  deps.sessions.saveTouched();
  deps.charges.recorded(session.execution.id, created.id, created.email);
  if (storeCard) deps.stored.saveCard(created.email, storeCard);
  deps.receipts?.subscriptionCreated(created);
  return created;
}

/**
 * Records the subscription of an authorized first charge, once: a retry of the same charge gets the
 * first answer (200), a new one is a 201, and a scripted backend failure is a 500 without an error
 * text so that the app falls back to its own message. Shared by /subs/create-no-user and /subs/create.
 * The charge is bound to the first email that names it; a second subscription of the same plan
 * family for one email is refused and its charge voided.
 */
export function subscribeFirstCharge(deps: FirstChargeDeps, request: FirstChargeRequest, locals: Record<string, unknown>): FirstChargeAnswer {
  const email = request.email.toLowerCase();
  const charge = authorizedFirstCharge(deps.sessions, request.planId, request.executionId, locals);
  const executionId = charge.session.execution.id;
  const existing = deps.subscriptions.byExecution(executionId);
  assertOwnedBy(charge.session, existing, email);
  if (charge.serviceFails) return { status: 500, body: {} };
  if (existing) return { status: 200, body: { id: existing.id } };
  if (deps.charges.of(executionId)?.status === 'voided') {
    throw new Problem('payment-voided', 'This payment was voided and the money returned: start the checkout again.');
  }
  deps.sessions.bindEmail(charge.session, email);
  try {
    assertNotSubscribed(deps.subscriptions, email, charge.plan.id, executionId);
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    deps.sessions.saveTouched();
    deps.charges.void(executionId, 'Refused: the email already has an active subscription of this plan family.');
    return { status: 409, body: problemBody(error.code, error.detail, error.extra) };
  }
  const row = recordFirstCharge(
    deps,
    charge.session,
    {
      plan_id: charge.plan.id,
      email,
      execution_id: executionId,
      amount_value: charge.session.amount.value,
      currency: charge.session.amount.currency,
      card_network: charge.card.network,
      card_last4: charge.card.last4,
      scenario_id: charge.scenarioId,
      attribution: JSON.stringify(request.attribution),
      user_ref: request.userRef,
    },
    charge.storeInstrument ? charge.card : null,
  );
  return { status: 201, body: { id: row.id } };
}

/** Sends a first-charge answer: problems as problem+json. */
export function sendFirstChargeAnswer(res: Response, answer: FirstChargeAnswer): void {
  if (answer.status === 409) res.status(409).type('application/problem+json').json(answer.body);
  else res.status(answer.status).json(answer.body);
}
