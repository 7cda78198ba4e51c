import type { RequestHandler } from 'express';
import { z } from 'zod';
import { CURRENCY, toAmountValue } from '../../app/plans';
import { DEFAULT_SCENARIO_ID } from '../../scenarios';
import { Problem } from '../http/problem';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { subscriptionPlan } from './first-charge';
import { Address, ApplePayToken, Attribution, UserRef, type ApplePayTokenData } from './schemas';
import { userRefOf } from './user-ref';

const NoUserBody = z.object({
  plan_id: z.string().min(1),
  email: z.email(),
  token: ApplePayToken,
  attribution: Attribution,
  address: Address.default(Address.parse({})),
  display_name: z.string().max(200).default(''),
  /** The vault flag the app passes through from `?vault=` (app-spec section 2). */
  vault: z.union([z.string().max(200), z.boolean()]).optional(),
});

const UserBody = z
  .object({
    plan_id: z.string().min(1),
    email: z.email(),
    token: ApplePayToken,
    attribution: Attribution,
    address: Address.default(Address.parse({})),
  })
  .and(UserRef);

/** Networks the Apple Pay request offers (app-spec section 9), in the token's spelling. */
const ACCEPTED_NETWORKS: ReadonlySet<string> = new Set(['visa', 'mastercard', 'amex', 'discover']);

/** The provider's charge of the first payment on the Apple Pay token: the token is the payment, so one token makes one subscription. */
function chargeToken(token: ApplePayTokenData): { network: string; last4: string | null; reference: string } {
  const network = token.paymentMethod.network.toLowerCase();
  if (!ACCEPTED_NETWORKS.has(network)) throw new Problem('payment-not-authorized', `Apple Pay network "${token.paymentMethod.network}" is not accepted.`);
  const last4 = /(\d{4})\s*$/.exec(token.paymentMethod.displayName)?.[1] ?? null;
  return { network, last4, reference: `applepay_${token.transactionIdentifier}` };
}

function create(subscriptions: SubscriptionsRepo, body: { plan_id: string; email: string; token: ApplePayTokenData; attribution: Record<string, unknown> }, userRef: string | null) {
  const plan = subscriptionPlan(body.plan_id);
  const charge = chargeToken(body.token);
  const existing = subscriptions.byExecution(charge.reference);
  if (existing) {
    if (existing.email !== body.email.toLowerCase()) throw new Problem('conflict', 'This Apple Pay payment belongs to another subscription.');
    return { status: 200, id: existing.id };
  }
  const row = subscriptions.create({
    plan_id: plan.id,
    email: body.email.toLowerCase(),
    execution_id: charge.reference,
    amount_value: toAmountValue(plan.trial_sum),
    currency: CURRENCY,
    card_network: charge.network,
    card_last4: charge.last4,
    scenario_id: DEFAULT_SCENARIO_ID,
    attribution: JSON.stringify(body.attribution),
    user_ref: userRef,
  });
  return { status: 201, id: row.id };
}

/** POST /subs/create-no-user-applepay: an anonymous quiz taker's subscription paid with Apple Pay. */
export function createNoUserApplePayHandler(subscriptions: SubscriptionsRepo): RequestHandler {
  return (req, res) => {
    const body = NoUserBody.parse(req.body);
    const { status, id } = create(subscriptions, body, null);
    res.status(status).json({ id });
  };
}

/** POST /subs/create-applepay: a signed-in user's subscription paid with Apple Pay. */
export function createApplePayHandler(subscriptions: SubscriptionsRepo): RequestHandler {
  return (req, res) => {
    const body = UserBody.parse(req.body);
    const { status, id } = create(subscriptions, body, userRefOf(body));
    res.status(status).json({ id });
  };
}
