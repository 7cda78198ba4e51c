import type { RequestHandler } from 'express';
import { z } from 'zod';
import { CURRENCY, findPlan, toAmountValue } from '../../app/plans';
import { Problem } from '../http/problem';
import type { PaymentSessions } from '../provider/sessions';
import type { ReceiptMailer } from '../outbox/receipts';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { authorizedFirstCharge } from './first-charge';
import { Attribution, CardRef } from './schemas';
import { chargeStoredInstrument } from './stored-instrument';

const CardBody = z.object({
  plan_id: z.string().min(1),
  email: z.email(),
  attribution: Attribution,
  card: CardRef,
});

/** The additional-offer variant (app-spec section 4): an add-on bought with an existing subscription. */
const AddOnBody = z.object({
  plan_id: z.string().min(1),
  email: z.email(),
  attribution: Attribution,
  subscription_id: z.string().min(1).max(200),
});

export interface CreateNoUserDeps {
  readonly sessions: PaymentSessions;
  readonly subscriptions: SubscriptionsRepo;
  readonly addOns: AddOnsRepo;
  /** Puts the receipt in the outbox (simulator/outbox); absent, no email is sent. */
  readonly receipts?: ReceiptMailer;
}

/**
 * POST /subs/create-no-user: records a subscription for an anonymous quiz taker, or, with
 * `subscription_id`, an add-on charged to that subscription's stored instrument. The browser's word
 * is never enough: the provider must have authorized the first charge for this plan.
 */
export function createNoUserHandler({ sessions, subscriptions, addOns, receipts }: CreateNoUserDeps): RequestHandler {
  return (req, res) => {
    const raw: unknown = req.body;
    if (typeof raw === 'object' && raw !== null && 'subscription_id' in raw) {
      const body = AddOnBody.parse(raw);
      const { status, id } = buyAddOn(subscriptions, addOns, body, receipts);
      res.status(status).json({ id });
      return;
    }
    const body = CardBody.parse(raw);
    const charge = authorizedFirstCharge(sessions, body.plan_id, body.card.execution_id, res.locals);
    if (charge.serviceFails) {
      // Scripted backend failure: a 500 without an error text, so the app falls back to its own message.
      res.status(500).json({});
      return;
    }
    const existing = subscriptions.byExecution(charge.session.execution.id);
    if (existing) {
      // The same charge never makes two subscriptions; a retry gets the first answer.
      res.json({ id: existing.id });
      return;
    }
    const row = subscriptions.create({
      plan_id: charge.plan.id,
      email: body.email.toLowerCase(),
      execution_id: charge.session.execution.id,
      amount_value: charge.session.amount.value,
      currency: charge.session.amount.currency,
      card_network: charge.card.network,
      card_last4: charge.card.last4,
      scenario_id: charge.scenarioId,
      attribution: JSON.stringify(body.attribution),
    });
    receipts?.subscriptionCreated(row);
    res.status(201).json({ id: row.id });
  };
}

/** Charges the subscription's stored instrument for a one-time add-on and records it, once per add-on. */
function buyAddOn(subscriptions: SubscriptionsRepo, addOns: AddOnsRepo, body: z.infer<typeof AddOnBody>, receipts?: ReceiptMailer): { status: 200 | 201; id: string } {
  const plan = findPlan(body.plan_id);
  if (!plan) throw new Problem('bad-request', `Unknown plan "${body.plan_id}".`);
  if (plan.kind !== 'add-on') throw new Problem('bad-request', `Plan "${plan.id}" is a subscription, not an add-on.`);
  const subscription = subscriptions.byId(body.subscription_id);
  // Another shopper's subscription id is answered like an unknown one: ids are not proof of ownership.
  if (!subscription || subscription.email !== body.email.toLowerCase()) {
    throw new Problem('not-found', 'No subscription with this id belongs to this email.');
  }
  const bought = addOns.find(subscription.id, plan.id);
  if (bought) return { status: 200, id: bought.id };
  const charge = chargeStoredInstrument(subscription);
  if (charge.kind === 'refused') throw new Problem('payment-not-authorized', charge.reason);
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
