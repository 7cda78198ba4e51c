import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { addOnFamily, alreadyOwned } from '../../../catalog/add-ons';
import { CURRENCY, findPlan, toAmountValue } from '../../../catalog/plans';
import { Problem } from '../../platform/http/problem';
import type { ReceiptMailer } from '../outbox/receipts';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { sendFirstChargeAnswer, subscribeFirstCharge, type FirstChargeDeps } from './first-charge';
import { AddOnRequest, CreateSubscriptionRequest } from '../../../contracts/subscriptions';
import type { ProviderClient } from '../../payment-provider/client';
import { consentEvidence } from './consent-evidence';
import { signedInUserOrNull } from '../identity/require-user';
import { firebaseUserRef } from '../identity/user-ref';

const CardBody = CreateSubscriptionRequest;


export interface CreateNoUserDeps extends FirstChargeDeps {
  readonly addOns: AddOnsRepo;
}

/**
 * POST /subs/create-no-user: records a subscription for an anonymous quiz taker, or, with
 * `subscription_id`, an add-on charged to that subscription's stored instrument. The browser's word
 * is never enough: the provider must have authorized the first charge for this plan.
 */
export function createNoUserHandler(deps: CreateNoUserDeps): RequestHandler {
  const { subscriptions, addOns, provider, receipts } = deps;
  return (req, res) => {
    const raw: unknown = req.body;
    if (typeof raw === 'object' && raw !== null && 'subscription_id' in raw) {
      const body = AddOnRequest.parse(raw);
      const user = signedInUserOrNull(res);
      const { status, id } = buyAddOn(subscriptions, addOns, provider, body, user ? firebaseUserRef(user.uid) : null, receipts);
      res.status(status).json({ id });
      return;
    }
    const body = CardBody.parse(raw);
    const answer = subscribeFirstCharge(
      deps,
      { planId: body.plan_id, email: body.email, executionId: body.card.execution_id, attribution: body.attribution, userRef: null, consent: consentEvidence(req, body), language: body.language },
      res.locals,
    );
    sendFirstChargeAnswer(res, answer);
  };
}

/** Charges the subscription's stored instrument for a one-time add-on and records it, once per add-on. */
function buyAddOn(subscriptions: SubscriptionsRepo, addOns: AddOnsRepo, provider: ProviderClient, body: z.output<typeof AddOnRequest>, userRef: string | null, receipts?: ReceiptMailer): { status: 200 | 201; id: string } {
  const plan = findPlan(body.plan_id);
  if (!plan) throw new Problem('bad-request', `Unknown plan "${body.plan_id}".`);
  if (plan.kind !== 'add-on') throw new Problem('bad-request', `Plan "${plan.id}" is a subscription, not an add-on.`);
  const subscription = subscriptions.byId(body.subscription_id);
  // Another shopper's subscription id is answered like an unknown one: ids are not proof of ownership.
  // Proof is the email it was bought with, or a verified ID token of the account it is linked to (a member in a new tab, issue 41).
  const owned = subscription !== undefined && (subscription.email === body.email.toLowerCase() || (userRef !== null && subscription.user_ref === userRef));
  if (!subscription || !owned) {
    throw new Problem('not-found', 'No subscription with this id belongs to this email.');
  }
  const bought = addOns.find(subscription.id, plan.id);
  if (bought) return { status: 200, id: bought.id };
  // Never charged twice for what the shopper owns: a part of an owned pack, or a pack holding an owned part (issue 29).
  const family = addOnFamily(plan.id);
  if (family && alreadyOwned(family, addOns.ofSubscription(subscription.id).map((a) => a.plan_id))) {
    throw new Problem('conflict', `You already own ${plan.name} or part of it: nothing was charged.`, { reason: 'add-on-owned' });
  }
  const charge = provider.chargeStoredInstrument(subscription, { value: toAmountValue(plan.sum), currency: CURRENCY });
  if (charge.kind === 'refused') throw new Problem('payment-not-authorized', charge.reason, { reason: charge.code });
  const row = addOns.create({
    subscription_id: subscription.id,
    plan_id: plan.id,
    amount_value: toAmountValue(plan.sum),
    currency: CURRENCY,
    charge_id: charge.chargeId,
  });
  receipts?.addOnBought(row, subscription);
  return { status: 201, id: row.id };
}
