import type { RequestHandler } from 'express';
import { sendFirstChargeAnswer, subscribeFirstCharge, type FirstChargeDeps } from './first-charge';
import { SignedInCreateRequest as Body } from '../../../contracts/subscriptions';
import { consentEvidence } from './consent-evidence';
import { signedInUser } from '../identity/require-user';
import { firebaseUserRef } from '../identity/user-ref';


/**
 * POST /subs/create: a signed-in user's subscription, recorded only when the provider authorized the
 * execution's first charge, like /subs/create-no-user. Mounted after requireUser and sameUserAsBody:
 * the subscription is linked to the verified token's uid, never to a uid the body merely names.
 */
export function createHandler(deps: FirstChargeDeps): RequestHandler {
  return (req, res) => {
    const body = Body.parse(req.body);
    const answer = subscribeFirstCharge(
      deps,
      { planId: body.plan_id, email: body.email, executionId: body.card.execution_id, attribution: body.attribution, userRef: firebaseUserRef(signedInUser(res).uid), consent: consentEvidence(req, body), language: body.language },
      res.locals,
    );
    sendFirstChargeAnswer(res, answer);
  };
}
