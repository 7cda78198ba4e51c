/**
 * The merchant's subscription service on the service origin (app-spec section 7): payment-session
 * init, the vault token, subscription creates (idempotent, one transaction each) and records. It
 * reaches the provider through ProviderClient only.
 */
import { Router, type RequestHandler } from 'express';
import { idempotent, type IdempotencyStore } from '../http/idempotency';
import type { ReceiptMailer } from '../outbox/receipts';
import { requireSession } from '../provider/require-session';
import type { PaymentSessions } from '../provider/sessions';
import type { StoredInstruments } from '../provider/stored-instruments';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { createApplePayHandler, createNoUserApplePayHandler } from './create-applepay';
import { createNoUserHandler } from './create-no-user';
import { createHandler } from './create';
import { finalizeHandler } from './finalize';
import { initSessionHandler, type Origins } from './init-session';
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
  readonly keys: IdempotencyStore;
  readonly origins: Origins;
  readonly vaultSecret: string;
  readonly tx: (handler: RequestHandler) => RequestHandler;
}

export function serviceRouter(deps: ServiceRouterDeps): Router {
  const { sessions, stored, provider, subscriptions, addOns, receipts, keys, origins, vaultSecret, tx } = deps;
  const router = Router();
  router.get('/init/session', initSessionHandler({ sessions, origins, stored, subscriptions }));
  router.post('/init/vault-token', requireSession(sessions), vaultTokenHandler(vaultSecret));
  // One merchant scope: the scopes never collide with the provider's ("subs" has no "provider " prefix).
  const once = idempotent(keys, () => 'subs');
  const firstCharge = { provider, subscriptions, ...(receipts ? { receipts } : {}) };
  router.post('/subs/create-no-user', once, tx(createNoUserHandler({ ...firstCharge, addOns })));
  router.post('/subs/create-no-user-applepay', once, tx(createNoUserApplePayHandler(firstCharge)));
  router.post('/subs/create', once, tx(createHandler(firstCharge)));
  router.post('/subs/create-applepay', once, tx(createApplePayHandler(firstCharge)));
  router.post('/subs/finalize', once, tx(finalizeHandler(subscriptions)));
  router.post('/rec/subscriptions/:id', recSubscriptionHandler(subscriptions, addOns));
  return router;
}
