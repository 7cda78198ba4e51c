/**
 * The merchant's subscription service on the service origin (app-spec section 7): payment-session
 * init, the vault token, subscription creates (idempotent, one transaction each) and records. It
 * reaches the provider through ProviderClient only.
 */
import { Router, type RequestHandler } from 'express';
import { idempotent, type IdempotencyStore } from '../http/idempotency';
import { optionalUser, requireUser, sameUserAsBody, signedInUser } from '../identity/require-user';
import type { IdTokenVerifier } from '../identity/verifier';
import type { ReceiptMailer } from '../outbox/receipts';
import type { ConsentsRepo } from '../consent/consents';
import { requireSession } from '../provider/require-session';
import type { PaymentSessions } from '../provider/sessions';
import type { Faults } from '../scenarios/faults';
import type { StoredInstruments } from '../provider/stored-instruments';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { createApplePayHandler, createNoUserApplePayHandler } from './create-applepay';
import { createNoUserHandler } from './create-no-user';
import { createHandler } from './create';
import { finalizeHandler } from './finalize';
import { initSessionHandler, type Origins, type QuizAttemptBinding } from './init-session';
import type { FirstChargeDeps } from './first-charge';
import type { ProviderClient } from './provider-client';
import { recSubscriptionHandler } from './rec-subscription';
import { vaultTokenHandler } from './vault-token';

export interface ServiceRouterDeps {
  /** The provider's session side, for the two calls the merchant makes on the shopper's behalf (init, vault token). */
  readonly sessions: PaymentSessions;
  readonly stored: StoredInstruments;
  readonly provider: ProviderClient;
  readonly subscriptions: SubscriptionsRepo;
  readonly addOns: AddOnsRepo;
  readonly receipts?: ReceiptMailer;
  readonly consents?: ConsentsRepo;
  readonly keys: IdempotencyStore;
  readonly origins: Origins;
  readonly vaultSecret: string;
  readonly tx: (handler: RequestHandler) => RequestHandler;
  /** The funnel quiz attempts a payment session is opened with and a purchase is bound to. */
  readonly quizAttempts: QuizAttemptBinding & FirstChargeDeps['quizAttempts'];
  /** Verifies the ID token of the routes that name a user; absent, they answer 503 (never fail open). */
  readonly identity?: IdTokenVerifier | undefined;
  /** Fault steps and switched faults on the vault-token and card create routes (issue 28). */
  readonly faults: Faults;
}

export function serviceRouter(deps: ServiceRouterDeps): Router {
  const { sessions, stored, provider, subscriptions, addOns, receipts, consents, keys, origins, vaultSecret, tx, identity, faults, quizAttempts } = deps;
  const router = Router();
  // A signed-in shopper's ID token (optional) adds their account's stored cards to their email's.
  router.get('/init/session', optionalUser(identity), initSessionHandler({ sessions, origins, stored, subscriptions, quizAttempts }));
  router.post('/init/vault-token', requireSession(sessions), faults.gate('service.vault-token'), vaultTokenHandler(vaultSecret));
  // One merchant scope: the scopes never collide with the provider's ("subs" has no "provider " prefix).
  const once = idempotent(keys, () => 'subs');
  const firstCharge: FirstChargeDeps = { provider, subscriptions, quizAttempts, ...(receipts ? { receipts } : {}), ...(consents ? { consents } : {}) };
  // The card create's session is the one of the execution it names (its body's card.execution_id).
  const createFault = faults.gate('service.create', (req) => {
    const id = (req.body as { card?: { execution_id?: unknown } } | undefined)?.card?.execution_id;
    return typeof id === 'string' ? sessions.byExecutionId(id) : undefined;
  });
  router.post('/subs/create-no-user', createFault, once, tx(createNoUserHandler({ ...firstCharge, addOns })));
  router.post('/subs/create-no-user-applepay', once, tx(createNoUserApplePayHandler(firstCharge)));
  // Routes that name a user admit only a verified ID token's user (before idempotency, so a replay never skips the check);
  // a user's idempotency keys are their own, so another user replaying a key never gets this user's answer.
  const signedIn = [requireUser(identity), sameUserAsBody(), idempotent(keys, (req) => `subs user ${req.res ? signedInUser(req.res).uid : ''}`)];
  router.post('/subs/create', ...signedIn, createFault, tx(createHandler(firstCharge)));
  router.post('/subs/create-applepay', ...signedIn, tx(createApplePayHandler(firstCharge)));
  router.post('/subs/finalize', ...signedIn, tx(finalizeHandler(subscriptions)));
  router.post('/rec/subscriptions/:id', recSubscriptionHandler(subscriptions, addOns));
  return router;
}
