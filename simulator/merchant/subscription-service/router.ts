/**
 * The merchant's subscription service on the service origin (app §7 in docs/spec-coverage.md): payment-session
 * init, the vault token, subscription creates (idempotent, one transaction each) and records. It
 * reaches the provider through ProviderClient only.
 */
import { Router, type RequestHandler } from 'express';
import { idempotent, type IdempotencyStore } from '../../platform/http/idempotency';
import { ID_TOKEN_HEADER, optionalUser, requireUser, sameUserAsBody, signedInUser } from '../identity/require-user';
import type { IdTokenVerifier } from '../identity/verifier';
import type { ReceiptMailer } from '../outbox/receipts';
import type { ConsentsRepo } from '../consent/consents';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { createApplePayHandler, createNoUserApplePayHandler } from './create-applepay';
import { createNoUserHandler } from './create-no-user';
import { createHandler } from './create';
import { anonymousFinalizeHandler, finalizeHandler } from './finalize';
import { purchaseStatusHandler, redirectReturnHandler } from './redirect-return';
import { PURCHASE_STATUS_PATH, REDIRECT_RETURN_PATH } from '../../../contracts/redirect-return';
import { initSessionHandler, type QuizAttemptBinding } from './init-session';
import type { FirstChargeDeps } from './first-charge';
import type { ProviderClient } from '../../payment-provider/client';
import { recSubscriptionHandler } from './rec-subscription';
import { vaultTokenHandler } from './vault-token';
import { webhookHandler, WEBHOOK_PATH, type WebhookDeps } from './webhook';
import type { PurchaseOrders } from '../store/purchase-orders';
import type { Db } from '../../platform/store/db';

export interface ServiceRouterDeps {
  readonly provider: ProviderClient;
  readonly subscriptions: SubscriptionsRepo;
  readonly addOns: AddOnsRepo;
  readonly receipts?: ReceiptMailer;
  readonly consents?: ConsentsRepo;
  readonly keys: IdempotencyStore;
  readonly vaultSecret: string;
  readonly tx: (handler: RequestHandler) => RequestHandler;
  /** The funnel quiz attempts a payment session is opened with and a purchase is bound to. */
  readonly quizAttempts: QuizAttemptBinding & FirstChargeDeps['quizAttempts'];
  /** Verifies the ID token of the routes that name a user; absent, they answer 503 (never fail open). */
  readonly identity?: IdTokenVerifier | undefined;
  readonly orders: PurchaseOrders;
  /** The webhook endpoint's signing secret, shared with the provider out of band (as a dashboard shows it). */
  readonly webhookSecret: string;
  readonly db: Db;
  readonly now?: (() => number) | undefined;
  /** QA's fault steps on the vault-token and card create routes (issue 28), put in front of them by the composition root. */
  readonly gates: { readonly vaultToken: RequestHandler; readonly create: RequestHandler; readonly createApplePay: RequestHandler };
  /** Settles withdrawal refunds from the provider's refund events (simulator/merchant/withdrawal). */
  readonly refunds: WebhookDeps['refunds'];
  /** The app's checkout page, where a redirect payment's return sends the shopper (issue 26). */
  readonly checkoutUrl: string;
  /** The IQ score of a scored funnel quiz attempt (the return's redirectIqScore), or null. */
  readonly iqScoreOf: (attemptId: string) => number | null;
}

/** A request with an ID token goes to the signed-in route; one without, to the next route of the same path. */
const withIdToken: RequestHandler = (req, _res, next) => {
  next(req.get(ID_TOKEN_HEADER) || req.get('Authorization') ? undefined : 'route');
};

export function serviceRouter(deps: ServiceRouterDeps): Router {
  const { provider, subscriptions, addOns, receipts, consents, keys, vaultSecret, tx, identity, orders, gates, quizAttempts } = deps;
  const router = Router();
  // A signed-in shopper's ID token (optional) adds their account's stored cards to their email's.
  router.get('/init/session', optionalUser(identity), initSessionHandler({ provider, subscriptions, quizAttempts, orders }));
  router.post('/init/vault-token', gates.vaultToken, vaultTokenHandler(provider, vaultSecret));
  // One merchant scope: the scopes never collide with the provider's ("subs" has no "provider " prefix).
  const once = idempotent(keys, () => 'subs');
  const firstCharge: FirstChargeDeps = { provider, subscriptions, quizAttempts, ...(receipts ? { receipts } : {}), ...(consents ? { consents } : {}) };
  const createFault = gates.create;
  // An add-on may name its subscription by the member's verified ID token instead of the purchase's email (optional).
  router.post('/subs/create-no-user', createFault, optionalUser(identity), once, tx(createNoUserHandler({ ...firstCharge, addOns })));
  router.post('/subs/create-no-user-applepay', gates.createApplePay, once, tx(createNoUserApplePayHandler(firstCharge)));
  // Routes that name a user admit only a verified ID token's user (before idempotency, so a replay never skips the check);
  // a user's idempotency keys are their own, so another user replaying a key never gets this user's answer.
  const signedIn = [requireUser(identity), sameUserAsBody(), idempotent(keys, (req) => `subs user ${req.res ? signedInUser(req.res).uid : ''}`)];
  router.post('/subs/create', ...signedIn, createFault, tx(createHandler(firstCharge)));
  router.post('/subs/create-applepay', ...signedIn, gates.createApplePay, tx(createApplePayHandler(firstCharge)));
  router.post('/subs/finalize', withIdToken, ...signedIn, tx(finalizeHandler(subscriptions)));
  // An anonymous shopper back from a redirect payment confirms it without an account (nothing is linked).
  router.post('/subs/finalize', once, tx(anonymousFinalizeHandler(subscriptions)));
  // A redirect payment's return records a paid order on the webhook's path (issue 26, point 4).
  const paidOrders = { ...firstCharge, orders, checkoutUrl: deps.checkoutUrl, iqScoreOf: deps.iqScoreOf };
  router.get(REDIRECT_RETURN_PATH, tx(redirectReturnHandler(paidOrders)));
  router.get(PURCHASE_STATUS_PATH, purchaseStatusHandler(paidOrders));
  // The provider's signed events: no idempotency key (the event id is the key), one transaction each.
  router.post(WEBHOOK_PATH, tx(webhookHandler({ ...firstCharge, orders, db: deps.db, secret: deps.webhookSecret, now: deps.now, refunds: deps.refunds })));
  router.post('/rec/subscriptions/:id', recSubscriptionHandler(subscriptions, addOns));
  return router;
}
