import type { RequestHandler } from 'express';
import { z } from 'zod';
import { sendFirstChargeAnswer, subscribeFirstCharge, type FirstChargeDeps } from './first-charge';
import { Attribution, CardRef, UserRef } from '../../contracts/subscriptions';
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
export function createHandler(deps: FirstChargeDeps): RequestHandler {
  return (req, res) => {
    const body = Body.parse(req.body);
    const answer = subscribeFirstCharge(
      deps,
      { planId: body.plan_id, email: body.email, executionId: body.card.execution_id, attribution: body.attribution, userRef: userRefOf(body) },
      res.locals,
    );
    sendFirstChargeAnswer(res, answer);
  };
}
