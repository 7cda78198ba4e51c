import { findPlan, type Plan } from '../../app/plans';
import { SCENARIOS, type ScenarioId } from '../../scenarios';
import { Problem } from '../http/problem';
import type { ReceiptMailer } from '../outbox/receipts';
import type { PaymentSession, PaymentSessions, CardSummary } from '../provider/sessions';
import type { SubscriptionsRepo } from '../store/subscriptions';

export interface AuthorizedFirstCharge {
  readonly plan: Plan;
  readonly session: PaymentSession;
  readonly card: CardSummary;
  readonly scenarioId: ScenarioId;
  /** True when the scenario scripts the subscription service to fail after the provider authorized. */
  readonly serviceFails: boolean;
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
  const { scenarioId, card } = execution.authorizedWith;
  return { plan, session, card, scenarioId, serviceFails: SCENARIOS[scenarioId].subscriptionService?.create === 'error' };
}

export interface FirstChargeDeps {
  readonly sessions: PaymentSessions;
  readonly subscriptions: SubscriptionsRepo;
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

/**
 * Records the subscription of an authorized first charge, once: a retry of the same charge gets the
 * first answer (200), a new one is a 201, and a scripted backend failure is a 500 without an error
 * text so that the app falls back to its own message. Shared by /subs/create-no-user and /subs/create.
 */
export function subscribeFirstCharge(
  { sessions, subscriptions, receipts }: FirstChargeDeps,
  request: FirstChargeRequest,
  locals: Record<string, unknown>,
): { readonly status: 200 | 201 | 500; readonly body: { readonly id?: string } } {
  const charge = authorizedFirstCharge(sessions, request.planId, request.executionId, locals);
  if (charge.serviceFails) return { status: 500, body: {} };
  const existing = subscriptions.byExecution(charge.session.execution.id);
  if (existing) return { status: 200, body: { id: existing.id } };
  const row = subscriptions.create({
    plan_id: charge.plan.id,
    email: request.email.toLowerCase(),
    execution_id: charge.session.execution.id,
    amount_value: charge.session.amount.value,
    currency: charge.session.amount.currency,
    card_network: charge.card.network,
    card_last4: charge.card.last4,
    scenario_id: charge.scenarioId,
    attribution: JSON.stringify(request.attribution),
    user_ref: request.userRef,
  });
  receipts?.subscriptionCreated(row);
  return { status: 201, body: { id: row.id } };
}
