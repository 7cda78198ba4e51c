/**
 * The members' area's withdrawal function (issue 29, point 1): GET /members/withdrawal?subscription_id=
 * answers the offer (may they, until when, what comes back); POST withdraws, for the verified token's
 * own subscription only, once (asked again, the same receipt). Refused with problem+json: after the
 * 14 days (409 withdrawal-period-over), outside the EU and EEA (403 withdrawal-not-offered).
 */
import { Router, type RequestHandler, type Response } from 'express';
import { WITHDRAWAL_PATH, WithdrawalRequest } from '../../../contracts/members';
import type { VerifiedUser } from '../identity/verifier';
import type { SubscriptionRow } from '../store/subscriptions';
import type { WithdrawalService } from './service';

export interface WithdrawalRouterDeps {
  readonly service: WithdrawalService;
  readonly requireUser: RequestHandler;
  readonly userOf: (res: Response) => VerifiedUser;
  /** After requireUser: the caller's own subscription (subscription_id in query or body), else 404 or 403. */
  readonly requireOwnSubscription: RequestHandler;
  readonly subscriptionOf: (res: Response) => SubscriptionRow;
  /** One transaction per request, answered after its commit (platform/store/transaction.ts). */
  readonly tx: (handler: RequestHandler) => RequestHandler;
}

export function withdrawalRouter(deps: WithdrawalRouterDeps): Router {
  const router = Router();
  const own = [deps.requireUser, deps.requireOwnSubscription];
  router.get(WITHDRAWAL_PATH, ...own, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(deps.service.offer(deps.subscriptionOf(res), deps.userOf(res).email));
  });
  router.post(
    WITHDRAWAL_PATH,
    ...own,
    deps.tx((req, res) => {
      const body = WithdrawalRequest.parse(req.body);
      const receipt = deps.service.withdraw(deps.subscriptionOf(res), body);
      res.status(201).json(receipt);
    }),
  );
  return router;
}
