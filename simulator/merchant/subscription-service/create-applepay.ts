/**
 * POST /subs/create-no-user-applepay and /subs/create-applepay (app §7 in docs/spec-coverage.md): a subscription
 * paid with the Apple Pay token the app received from the wallet sheet. The service charges the token
 * itself, through the payment session's provider state (`execution_id`, an extra body field, ADR 6),
 * so the session's scenario decides: a row exists if and only if the provider authorized the charge.
 */
import type { RequestHandler } from 'express';
import { Problem, problemBody } from '../../platform/http/problem';
import { assertNotSubscribed } from './duplicate-guard';
import { assertOwnedBy, paymentFor, recordConsentOnce, recordFirstCharge, subscriptionPlan, type FirstChargeDeps } from './first-charge';
import { ApplePayCreateRequest as NoUserBody, SignedInApplePayCreateRequest as UserBody, type ApplePayTokenData } from '../../../contracts/subscriptions';
import { attemptConsentOf, consentEvidence, paymentConsent, type ConsentEvidence } from './consent-evidence';
import { signedInUser } from '../identity/require-user';
import { firebaseUserRef } from '../identity/user-ref';
import type { Language } from '../../../catalog/languages';


/** Networks the Apple Pay request offers (app §9 in docs/spec-coverage.md), in the token's spelling. */
const ACCEPTED_NETWORKS: ReadonlySet<string> = new Set(['visa', 'mastercard', 'amex', 'discover']);

export type CreateApplePayDeps = FirstChargeDeps;

type CreateBody = { plan_id: string; email: string; token: ApplePayTokenData; attribution: Record<string, unknown>; execution_id: string; language: Language };

/** What the provider keeps of the token's card: the network and the last four digits of its display name. */
function cardOf(token: ApplePayTokenData): { network: string; last4: string; bin: string } {
  const network = token.paymentMethod.network.toLowerCase();
  if (!ACCEPTED_NETWORKS.has(network)) throw new Problem('payment-not-authorized', `Apple Pay network "${token.paymentMethod.network}" is not accepted.`);
  return { network, last4: /(\d{4})\s*$/.exec(token.paymentMethod.displayName)?.[1] ?? '', bin: '' };
}

type CreateResult = { status: 200 | 201; id: string } | { status: 500 } | { status: 402; problem: ReturnType<typeof problemBody> };

function create(deps: CreateApplePayDeps, body: CreateBody, userRef: string | null, consent: ConsentEvidence, locals: Record<string, unknown>): CreateResult {
  const plan = subscriptionPlan(body.plan_id);
  const payment = paymentFor(deps.provider, plan, body.execution_id, locals);
  const email = body.email.toLowerCase();
  // The same execution never makes two subscriptions (and is never charged twice): a retry gets the first answer.
  const existing = deps.subscriptions.byExecution(payment.executionId);
  assertOwnedBy(payment, existing, email);
  if (existing) {
    recordConsentOnce(deps, existing, paymentConsent(payment, consent) ?? consent);
    return { status: 200, id: existing.id };
  }
  const card = cardOf(body.token);
  // Refused before any charge: this email already has the product.
  assertNotSubscribed(deps.subscriptions, email, plan.id);
  if (payment.authorized) throw new Problem('conflict', 'This execution was already authorized: one execution is charged once.');
  const charge = deps.provider.chargeWalletToken(payment.executionId, card, attemptConsentOf(consent));
  // Answered, not thrown: the declined attempt is part of the execution's history and must commit.
  if (charge.kind === 'not-authorized') return { status: 402, problem: problemBody('payment-not-authorized', `Apple Pay: ${charge.reason}`, { reason: charge.code }) };
  deps.provider.bindEmail(payment.executionId, email);
  // Scripted backend failure after the provider authorized: a 500 without an error text, as create-no-user does.
  if (charge.serviceFails) return { status: 500 };
  const row = recordFirstCharge(deps, {
    plan_id: plan.id,
    email,
    execution_id: payment.executionId,
    amount_value: payment.amount.value,
    currency: payment.amount.currency,
    card_network: card.network,
    card_last4: card.last4 || null,
    scenario_id: charge.scenarioId,
    attribution: JSON.stringify(body.attribution),
    user_ref: userRef,
    language: body.language,
  }, consent);
  return { status: 201, id: row.id };
}

const send = (res: Parameters<RequestHandler>[1], result: CreateResult) => {
  if (result.status === 500) res.status(500).json({});
  else if (result.status === 402) res.status(402).type('application/problem+json').json(result.problem);
  else res.status(result.status).json({ id: result.id });
};

/** POST /subs/create-no-user-applepay: an anonymous quiz taker's subscription paid with Apple Pay. */
export function createNoUserApplePayHandler(deps: CreateApplePayDeps): RequestHandler {
  return (req, res) => {
    const body = NoUserBody.parse(req.body);
    send(res, create(deps, body, null, consentEvidence(req, body), res.locals));
  };
}

/** POST /subs/create-applepay: a signed-in user's subscription paid with Apple Pay, linked to the verified token's uid (after requireUser). */
export function createApplePayHandler(deps: CreateApplePayDeps): RequestHandler {
  return (req, res) => {
    const body = UserBody.parse(req.body);
    send(res, create(deps, body, firebaseUserRef(signedInUser(res).uid), consentEvidence(req, body), res.locals));
  };
}
