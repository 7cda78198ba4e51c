import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Problem } from '../http/problem';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { Attribution } from '../../contracts/subscriptions';
import { userRefOf } from './user-ref';

const Body = z.object({
  subscription_id: z.string().min(1).max(200),
  email: z.email(),
  firebase_id: z.string().max(200).optional(),
  apple_token: z.string().max(4000).optional(),
  attribution: Attribution,
});

/**
 * POST /subs/finalize: after a redirect payment flow, confirms the subscription belongs to this
 * email and links it to the signed-in user when one is named. Answers the user report record.
 */
export function finalizeHandler(subscriptions: SubscriptionsRepo): RequestHandler {
  return (req, res) => {
    const body = Body.parse(req.body);
    const found = subscriptions.byId(body.subscription_id);
    if (!found || found.email !== body.email.toLowerCase()) throw new Problem('not-found', 'No subscription with this id belongs to this email.');
    if (found.status !== 'active') throw new Problem('conflict', 'This subscription is not active.');
    const row = subscriptions.finalize(found.id, userRefOf(body));
    if (!row) throw new Problem('not-found', 'No subscription with this id belongs to this email.');
    res.json({ id: row.id, email: row.email, plan_id: row.plan_id, status: row.status, linked: row.user_ref !== null, finalized_at: row.finalized_at });
  };
}
