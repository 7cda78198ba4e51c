import { findPlan, type Plan } from '../../../catalog/plans';
import type { Response } from 'express';
import { Problem, problemBody } from '../../platform/http/problem';
import { assertNoneActive, assertNotSubscribed } from './duplicate-guard';
import type { ReceiptMailer } from '../outbox/receipts';
import { paymentConsent, type ConsentEvidence } from './consent-evidence';
import type { ConsentsRepo } from '../consent/consents';
import type { CardSummary, ProviderClient, ProviderPayment } from '../../payment-provider/client';
import type { NewSubscription, SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';
import type { PurchaseOrders } from '../store/purchase-orders';
import type { Language } from '../../../catalog/languages';

export interface AuthorizedFirstCharge {
  readonly plan: Plan;
  readonly payment: ProviderPayment;
  readonly card: CardSummary;
  readonly scenarioId: string;
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

/** The provider's payment for this execution and plan; a 402 when the provider knows none. */
export function paymentFor(provider: ProviderClient, plan: Plan, executionId: string, locals: Record<string, unknown>): ProviderPayment {
  const payment = provider.payment(executionId);
  if (!payment) throw new Problem('payment-not-authorized', 'No payment is known for this execution.');
  locals.session = payment.journalHandle;
  if (payment.planId !== plan.id) throw new Problem('bad-request', `The payment was made for plan "${payment.planId}", not "${plan.id}".`);
  return payment;
}

/**
 * Asks the provider whether this execution's first charge was authorized for this plan. The
 * browser's word is never enough: anything short of authorizeSuccessful is a 402.
 */
export function authorizedFirstCharge(provider: ProviderClient, planId: string, executionId: string, locals: Record<string, unknown>): AuthorizedFirstCharge {
  const plan = subscriptionPlan(planId);
  const payment = paymentFor(provider, plan, executionId, locals);
  if (!payment.authorized) throw new Problem('payment-not-authorized', 'The provider has not authorized this payment.');
  return { plan, payment, card: payment.authorized.card, scenarioId: payment.authorized.scenarioId, serviceFails: payment.authorized.serviceFails };
}

export interface FirstChargeDeps {
  readonly provider: ProviderClient;
  readonly subscriptions: SubscriptionsRepo;
  /** Puts the receipt in the outbox (simulator/merchant/outbox); absent, no email is sent. */
  readonly receipts?: ReceiptMailer;
  /** Keeps the buyers' agreement to the renewal terms (issue 29); absent, none is kept. */
  readonly consents?: ConsentsRepo;
  /** Binds the funnel quiz attempt the payment session was opened with to the subscription it bought (issue 27). */
  readonly quizAttempts: { bindPurchase(executionId: string, subscriptionId: string): void };
}

export interface FirstChargeRequest {
  readonly planId: string;
  readonly email: string;
  readonly executionId: string;
  readonly attribution: Record<string, unknown>;
  /** The signed-in user (firebase_id or apple_token), null for the anonymous quiz taker. */
  readonly userRef: string | null;
  /**
   * The renewal terms the checkout showed and the buyer agreed to, with where the request came from
   * (required, issue 29): recorded only when the provider kept no consent with the authorization.
   */
  readonly consent: ConsentEvidence;
  /** The shopper's language (issue 33): the subscription's emails speak it. */
  readonly language: Language;
}

export type FirstChargeAnswer =
  | { readonly status: 200 | 201; readonly body: { readonly id: string } }
  | { readonly status: 500; readonly body: Record<string, never> }
  /** A refusal that must commit (the charge it voids): sent as problem+json, not thrown. */
  | { readonly status: 409; readonly body: ReturnType<typeof problemBody> };

/** Refuses a payment another shopper made: the execution is bound to the session's email, or to its subscription's. */
export function assertOwnedBy(payment: ProviderPayment, existing: SubscriptionRow | undefined, email: string): void {
  const owner = existing?.email ?? payment.email;
  if (owner !== null && owner !== email) {
    throw new Problem('payment-owned-by-another-email', 'This payment belongs to another subscription: it was made with another email.');
  }
}

/** The subscription row of a charge the provider authorized, and its charge settled with the provider. Runs in the request's transaction. */
export function recordFirstCharge(deps: FirstChargeDeps, row: NewSubscription, consent: ConsentEvidence | null): SubscriptionRow {
  const created = deps.subscriptions.create(row);
  const plan = findPlan(row.plan_id);
  if (consent && plan) deps.consents?.record(created.id, plan, created.email, consent);
  deps.provider.settleCharge(row.execution_id, created.id, created.email, created.user_ref);
  deps.quizAttempts.bindPurchase(row.execution_id, created.id);
  deps.receipts?.subscriptionCreated(created);
  return created;
}

/** A subscription recorded without a consent (an authorization older than the provider's consents) gets the create's, once. */
export function recordConsentOnce(deps: Pick<FirstChargeDeps, 'consents'>, sub: SubscriptionRow, consent: ConsentEvidence): void {
  const plan = findPlan(sub.plan_id);
  if (plan && !deps.consents?.ofSubscription(sub.id)) deps.consents?.record(sub.id, plan, sub.email, consent);
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
  const charge = authorizedFirstCharge(deps.provider, request.planId, request.executionId, locals);
  const { executionId } = charge.payment;
  // One read for both: the subscription this charge already made, and the email's active ones (one per plan family).
  const { byExecution: existing, activeOfEmail } = deps.subscriptions.ofPurchase(executionId, email);
  assertOwnedBy(charge.payment, existing, email);
  if (charge.serviceFails) return { status: 500, body: {} };
  if (existing) {
    // The webhook recorded it first, with the consent the provider kept (issue 29) but without attribution: the create brings it.
    deps.subscriptions.completeAttribution(existing.id, JSON.stringify(request.attribution));
    const consent = paymentConsent(charge.payment, request.consent);
    if (consent) recordConsentOnce(deps, existing, consent);
    return { status: 200, body: { id: existing.id } };
  }
  if (charge.payment.chargeStatus === 'voided') {
    throw new Problem('payment-voided', 'This payment was voided and the money returned: start the checkout again.');
  }
  try {
    assertNoneActive(activeOfEmail, charge.plan.id, executionId);
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    // A refused payment stays bound to the email that tried it; a recorded one is bound as it settles (recordFirstCharge).
    deps.provider.bindEmail(executionId, email);
    deps.provider.voidCharge(executionId, 'Refused: the email already has an active subscription of this plan family.');
    return { status: 409, body: problemBody(error.code, error.detail, error.extra) };
  }
  const row = recordFirstCharge(deps, {
    plan_id: charge.plan.id,
    email,
    execution_id: executionId,
    amount_value: charge.payment.amount.value,
    currency: charge.payment.amount.currency,
    card_network: charge.card.network,
    card_last4: charge.card.last4,
    scenario_id: charge.scenarioId,
    attribution: JSON.stringify(request.attribution),
    user_ref: request.userRef,
    language: request.language,
  }, paymentConsent(charge.payment, request.consent));
  return { status: 201, body: { id: row.id } };
}

/** Sends a first-charge answer: problems as problem+json. */
export function sendFirstChargeAnswer(res: Response, answer: FirstChargeAnswer): void {
  if (answer.status === 409) res.status(409).type('application/problem+json').json(answer.body);
  else res.status(answer.status).json(answer.body);
}

export interface PaidOrderDeps extends FirstChargeDeps {
  readonly orders: PurchaseOrders;
}

export type PaidOrderOutcome =
  | { readonly kind: 'recorded' | 'found'; readonly subscription: SubscriptionRow }
  /** Nothing to record: not this merchant's payment, not (or no longer) authorized, no shopper to record it for, or refused. */
  | { readonly kind: 'not-recorded'; readonly reason: string }
  /** The scenario scripts the subscription service to fail: the provider retries the event later. */
  | { readonly kind: 'service-fails' };

/**
 * Records the subscription of a paid order without the browser (issue 26, point 3): the provider's
 * charge.authorized webhook and the bank's return to the shop call this with the execution id. It
 * reads the payment's current state from the provider (never the event's word alone), so events in
 * any order end the same; the browser's create meets it on the same row (one subscription per
 * execution): whichever comes first records it, the other finds it.
 */
export function recordPaidOrder(deps: PaidOrderDeps, executionId: string, recordedBy: 'webhook' | 'bank-return'): PaidOrderOutcome {
  const existing = deps.subscriptions.byExecution(executionId);
  if (existing) return { kind: 'found', subscription: existing };
  const order = deps.orders.byExecution(executionId);
  if (!order) return { kind: 'not-recorded', reason: 'No order of this merchant was opened with this execution.' };
  const payment = deps.provider.payment(executionId);
  if (!payment?.authorized) return { kind: 'not-recorded', reason: 'The provider has not authorized this payment.' };
  if (payment.chargeStatus === 'voided') return { kind: 'not-recorded', reason: 'The charge was voided before a subscription recorded it.' };
  if (payment.authorized.serviceFails) return { kind: 'service-fails' };
  const plan = findPlan(order.plan_id);
  if (plan?.kind !== 'subscription' || payment.planId !== plan.id) return { kind: 'not-recorded', reason: `The order's plan "${order.plan_id}" is not the payment's subscription plan.` };
  const email = order.email ?? payment.email;
  if (!email) return { kind: 'not-recorded', reason: 'The order names no shopper email: the browser’s create records it.' };
  try {
    assertNotSubscribed(deps.subscriptions, email, plan.id, executionId);
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    deps.provider.bindEmail(executionId, email);
    deps.provider.voidCharge(executionId, 'Refused: the email already has an active subscription of this plan family.');
    return { kind: 'not-recorded', reason: error.detail };
  }
  const { card, scenarioId } = payment.authorized;
  const subscription = recordFirstCharge(deps, {
    plan_id: plan.id,
    email,
    execution_id: executionId,
    amount_value: payment.amount.value,
    currency: payment.amount.currency,
    card_network: card.network,
    card_last4: card.last4,
    scenario_id: scenarioId,
    attribution: '{}',
    user_ref: order.user_ref,
    recorded_by: recordedBy,
    // The language the shopper's browser named when the session opened: no browser is here now.
    language: order.language,
    // The consent the shopper's browser sent with the authorization, kept by the provider (issue 29).
  }, paymentConsent(payment, null));
  return { kind: 'recorded', subscription };
}
