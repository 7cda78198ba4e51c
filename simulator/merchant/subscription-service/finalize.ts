import type { RequestHandler } from 'express';
import { Problem } from '../../platform/http/problem';
import { signedInUser } from '../identity/require-user';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { FinalizeRequest, type FinalizeResponse } from '../../../contracts/finalize';
import { firebaseUserRef } from '../identity/user-ref';

const NOT_THIS_EMAIL = 'No subscription with this id belongs to this email.';

/**
 * POST /subs/finalize (app §4 in docs/spec-coverage.md): after a redirect payment flow or an activation, links
 * the subscription to the signed-in user and answers the user report record. Mounted after
 * requireUser and sameUserAsBody. A subscription is linked only by a request that carries the
 * purchase's email and a verified token whose own verified email is that email; once linked, it
 * stays its user's: another user gets 403 not-owner.
 */
export function finalizeHandler(subscriptions: SubscriptionsRepo): RequestHandler {
  return (req, res) => {
    const body = FinalizeRequest.parse(req.body);
    const user = signedInUser(res);
    const email = body.email.toLowerCase();
    const found = subscriptions.byId(body.subscription_id);
    if (!found || found.email !== email) throw new Problem('not-found', NOT_THIS_EMAIL);
    const mine = firebaseUserRef(user.uid);
    if (found.user_ref !== null && found.user_ref !== mine) throw new Problem('not-owner', 'This subscription belongs to another account.');
    if (found.user_ref === null && (user.email !== email || !user.emailVerified)) {
      throw new Problem('not-owner', 'Sign in with the email this subscription was bought with (a verified address) to link it to your account.');
    }
    if (found.status !== 'active') throw new Problem('conflict', 'This subscription is not active.', { reason: 'subscription-not-active' });
    const row = subscriptions.finalize(found.id, mine);
    // COALESCE keeps a link another request made first: only the winner's answer says linked.
    if (!row || row.user_ref !== mine) throw new Problem('not-owner', 'This subscription belongs to another account.');
    res.json({ id: row.id, email: row.email, plan_id: row.plan_id, status: row.status, linked: true, finalized_at: row.finalized_at } satisfies FinalizeResponse);
  };
}

/**
 * POST /subs/finalize without an ID token: an anonymous shopper back from a redirect payment (issue
 * 26, point 4) confirms the purchase the return named (its id and email, carried by vSubscriptionId and vUserEmail,
 * the return parameters of app §2 in docs/spec-coverage.md) and brings the attribution the browser holds; nothing
 * is linked. A purchase already linked to an account is finished only by that account, signed in.
 */
export function anonymousFinalizeHandler(subscriptions: SubscriptionsRepo): RequestHandler {
  return (req, res) => {
    const body = FinalizeRequest.parse(req.body);
    if (body.firebase_id || body.apple_token) throw new Problem('id-token-missing', 'Sign in first: a request that names a user sends its ID token in the x-id-token header.');
    const found = subscriptions.byId(body.subscription_id);
    if (!found || found.email !== body.email.toLowerCase()) throw new Problem('not-found', NOT_THIS_EMAIL);
    if (found.user_ref !== null) throw new Problem('id-token-missing', 'This purchase belongs to an account: sign in to finish it.');
    if (found.status !== 'active') throw new Problem('conflict', 'This subscription is not active.', { reason: 'subscription-not-active' });
    subscriptions.completeAttribution(found.id, JSON.stringify(body.attribution));
    res.json({ id: found.id, email: found.email, plan_id: found.plan_id, status: found.status, linked: false, finalized_at: found.finalized_at } satisfies FinalizeResponse);
  };
}
