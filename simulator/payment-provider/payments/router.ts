/**
 * The payment provider's API, mounted at /provider on the service origin (widget §7 in docs/spec-coverage.md).
 * Every route but the session-free ones needs the payment session's bearer token (requireSession);
 * mutating calls are idempotent per session and run in one transaction with their effects.
 */
import { Router, type RequestHandler } from 'express';
import { idempotent, type IdempotencyStore } from '../../platform/http/idempotency';
import type { Faults } from './faults';
import type { VaultCards } from '../vault/cards';
import { applePayCreateSessionHandler, applePaySessionHandler } from './apple-pay-session';
import { authorizeHandler } from './authorize';
import { binLookupHandler } from './bin-lookup';
import { cardSaveHandler } from './card-save';
import { confirmHandler } from './confirm';
import { getExecutionHandler, pollWithoutScript } from './get-execution';
import { APPLE_PAY_PATHS, type MethodOrigins } from './payment-methods';
import { payHandler } from './pay';
import { requireSession } from './require-session';
import { REFUNDS_PATH } from '../../../contracts/refunds';
import { refundHandler, requireMerchantKey } from './refund-route';
import type { ProviderRefunds } from './refunds';
import type { PaymentSessions } from './sessions';
import type { StoredInstruments } from './stored-instruments';

export const PROVIDER_MOUNT = '/provider';

export interface ProviderRouterDeps {
  readonly sessions: PaymentSessions;
  readonly cards: VaultCards;
  readonly stored: StoredInstruments;
  readonly keys: IdempotencyStore;
  readonly origins: MethodOrigins;
  /** Runs a handler in one transaction with its session writes (platform/store/transaction.ts). */
  readonly tx: (handler: RequestHandler) => RequestHandler;
  /** Fault steps and switched faults (issue 28); the poll checks them inside its first handler, the others in a gate. */
  readonly faults: Faults;
  /** Refunds (issue 29), asked by the merchant with its secret API key. */
  readonly refunds: ProviderRefunds;
  readonly merchantApiKey: string;
}

export function providerRouter({ sessions, cards, stored, keys, origins, tx, faults, refunds, merchantApiKey }: ProviderRouterDeps): Router {
  const router = Router();
  const session = requireSession(sessions);
  const ownExecution = requireSession(sessions, { ownExecution: true });
  // Keys are scoped to the payment session (its bearer token), so sessions never see each other's keys.
  const once = idempotent(keys, (req) => `provider ${req.get('Authorization') ?? ''}`);
  // The poll first: a payment page asks it every second, and the router tests routes in order.
  const readOnlyPoll = pollWithoutScript(origins, faults);
  router.get('/executions/:id', ownExecution, readOnlyPoll, tx(getExecutionHandler(sessions, origins)));
  router.post('/executions/:id/authorize', ownExecution, faults.gate('provider.authorize'), once, tx(authorizeHandler(sessions, cards, stored, origins.service)));
  router.post('/executions/:id/pay', ownExecution, faults.gate('provider.pay'), once, tx(payHandler(sessions, origins)));
  router.post('/executions/:id/instruments', ownExecution, faults.gate('provider.card-save'), once, tx(cardSaveHandler(cards)));
  router.post('/executions/:id/confirm', ownExecution, faults.gate('provider.confirm'), once, tx(confirmHandler(sessions, origins.service)));
  router.get('/executions/:id/authorization-result', ownExecution, readOnlyPoll, tx(getExecutionHandler(sessions, origins)));
  router.post(APPLE_PAY_PATHS.session, session, faults.gate('provider.apple-pay-session'), once, applePaySessionHandler());
  router.post(APPLE_PAY_PATHS.createSession, session, faults.gate('provider.apple-pay-create-session'), once, applePayCreateSessionHandler(`${origins.service}${PROVIDER_MOUNT}${APPLE_PAY_PATHS.session}`));
  router.post(REFUNDS_PATH.slice(PROVIDER_MOUNT.length), requireMerchantKey(merchantApiKey), tx(refundHandler(refunds)));
  router.post('/bin-lookup', session, faults.gate('provider.bin-lookup'), binLookupHandler());
  return router;
}
