import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { PaymentSessions } from '../provider/sessions';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { authorizedFirstCharge } from './first-charge';
import { Attribution, CardRef, UserRef } from './schemas';
import { userRefOf } from './user-ref';

const Body = z
  .object({
    plan_id: z.string().min(1),
    email: z.email(),
    attribution: Attribution,
    card: CardRef,
  })
  .and(UserRef);

/**
 * POST /subs/create: a signed-in user's subscription (firebase_id or apple_token), recorded only
 * when the provider authorized the execution's first charge, like /subs/create-no-user.
 */
export function createHandler(sessions: PaymentSessions, subscriptions: SubscriptionsRepo): RequestHandler {
  return (req, res) => {
    const body = Body.parse(req.body);
    const charge = authorizedFirstCharge(sessions, body.plan_id, body.card.execution_id, res.locals);
    if (charge.serviceFails) {
      res.status(500).json({});
      return;
    }
    const existing = subscriptions.byExecution(charge.session.execution.id);
    if (existing) {
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
      user_ref: userRefOf(body),
    });
    res.status(201).json({ id: row.id });
  };
}
