/** Routes of the wallet and redirect payments, registered on each origin by createSimulator. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type RequestHandler } from 'express';
import type { IdempotencyStore } from '../http/idempotency';
import { idempotent } from '../http/idempotency';
import { validateMerchantHandler } from '../app-origin/validate-merchant';
import { redirectAnswerHandler, redirectPageHandler } from '../redirect/redirect-page';
import { applePaySessionHandler } from './apple-pay-session';
import { confirmHandler } from './confirm';
import { getExecutionHandler } from './get-execution';
import type { MethodOrigins } from './payment-methods';
import { payHandler } from './pay';
import type { PaymentSessions } from './sessions';

/** Runs a handler in one transaction with its session writes (http/transaction.ts). */
type Tx = (handler: RequestHandler) => RequestHandler;

const STAND_INS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'sdk-stand-ins');

/** Provider calls on the service origin; mutating ones are idempotent per payment session, as authorize is. */
export function registerProviderPaymentRoutes(service: Express, sessions: PaymentSessions, keys: IdempotencyStore, origins: MethodOrigins, tx: Tx): void {
  const scope = idempotent(keys, (req) => `provider ${req.get('Authorization') ?? ''}`);
  service.post('/provider/executions/:id/pay', scope, tx(payHandler(sessions, origins)));
  service.post('/provider/executions/:id/confirm', scope, tx(confirmHandler(sessions, origins.service)));
  service.get('/provider/executions/:id/authorization-result', tx(getExecutionHandler(sessions, origins)));
  service.post('/provider/apple-pay/session', scope, applePaySessionHandler(sessions));
}

/** Asset origin: the wallet SDK stand-ins and method icons under /sdk/, and the redirect pages. */
export function registerAssetPaymentRoutes(asset: Express, sessions: PaymentSessions, tx: Tx): void {
  asset.use('/sdk', express.static(STAND_INS_DIR, { index: false, fallthrough: true, maxAge: 0 }));
  asset.get('/redirect/:token', redirectPageHandler(sessions));
  asset.post('/redirect/:token', tx(redirectAnswerHandler(sessions)));
}

/** App origin: the merchant backend's Apple Pay merchant validation (app-spec section 7). */
export function registerAppPaymentRoutes(app: Express): void {
  app.post('/api/apple-pay/validate-merchant', validateMerchantHandler);
}
