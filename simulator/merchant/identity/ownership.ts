/**
 * Whether a verified user owns a subscription, and the middleware the cloud functions mount so a
 * user reads and writes only their own subscription's data:
 *
 *   router.get('/get-report', requireUser(verifier), requireOwnSubscription(subscriptions), (req, res) => {
 *     const subscription = ownSubscription(res); ...
 *   });
 */
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import type { SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';
import { firebaseUserRef } from './user-ref';
import { signedInUser } from './require-user';
import type { VerifiedUser } from './verifier';

/**
 * A subscription is the user's when it is linked to their uid, or, not linked to anyone yet, when it
 * was bought with the user's own verified email (the buyer proved they hold that inbox).
 */
export function ownsSubscription(user: VerifiedUser, subscription: Pick<SubscriptionRow, 'user_ref' | 'email'>): boolean {
  if (subscription.user_ref !== null) return subscription.user_ref === firebaseUserRef(user.uid);
  return user.emailVerified && user.email !== null && user.email === subscription.email;
}

const SUBSCRIPTION_LOCAL = 'ownSubscription';
const SubscriptionId = z.object({ subscription_id: z.string().min(1).max(200) });

/**
 * After requireUser: reads `subscription_id` from the query (GET) or the JSON body (POST); unknown
 * -> 404 not-found, another user's -> 403 not-owner. The row is then `ownSubscription(res)`.
 */
export function requireOwnSubscription(subscriptions: SubscriptionsRepo): RequestHandler {
  return (req, res, next) => {
    const { subscription_id: id } = SubscriptionId.parse(req.method === 'GET' ? req.query : req.body);
    const row = subscriptions.byId(id);
    if (!row) throw new Problem('not-found', 'No subscription has this id.');
    if (!ownsSubscription(signedInUser(res), row)) throw new Problem('not-owner', 'This subscription belongs to another account.');
    res.locals[SUBSCRIPTION_LOCAL] = row;
    next();
  };
}

/** The subscription requireOwnSubscription admitted. Throws (500) when the route forgot the middleware. */
export function ownSubscription(res: Response): SubscriptionRow {
  const row: unknown = res.locals[SUBSCRIPTION_LOCAL];
  if (!row) throw new Error('ownSubscription(res) needs requireOwnSubscription(...) before this handler.');
  return row as SubscriptionRow;
}
