/**
 * The cloud functions of app-spec section 7 (header x-id-token): GET get-report?subscription_id,
 * POST create-report, GET get-profile?subscription_id, POST create-certificate, served on the
 * service origin under /functions/. Every one admits only a verified ID token (401 otherwise) for
 * a subscription of that user (403 not-owner otherwise).
 *
 * Their behaviour beyond identity belongs to the members' area (issue 14): until then get-profile
 * answers the account and subscription, and the others answer 501 not-implemented.
 */
import { Router } from 'express';
import { Problem } from '../http/problem';
import { ownSubscription, requireOwnSubscription } from '../identity/ownership';
import { requireUser, sameUserAsBody, signedInUser } from '../identity/require-user';
import type { IdTokenVerifier } from '../identity/verifier';
import type { SubscriptionsRepo } from '../store/subscriptions';

/** Where the router is mounted on the service origin. */
export const CLOUD_FUNCTIONS_PREFIX = '/functions';

export interface CloudFunctionsDeps {
  readonly identity: IdTokenVerifier | undefined;
  readonly subscriptions: SubscriptionsRepo;
}

export function cloudFunctionsRouter(deps: CloudFunctionsDeps): Router {
  const router = Router();
  const guard = [requireUser(deps.identity), requireOwnSubscription(deps.subscriptions)];
  const notYet = (name: string) => () => {
    throw new Problem('not-implemented', `${name} comes with the members' area.`);
  };
  router.get('/get-report', ...guard, notYet('get-report'));
  router.post('/create-report', ...guard, sameUserAsBody('user_id'), notYet('create-report'));
  router.post('/create-certificate', ...guard, notYet('create-certificate'));
  router.get('/get-profile', ...guard, (_req, res) => {
    const user = signedInUser(res);
    const subscription = ownSubscription(res);
    res.json({ uid: user.uid, email: user.email, subscription_id: subscription.id, plan_id: subscription.plan_id, status: subscription.status });
  });
  return router;
}
