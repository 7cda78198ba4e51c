import express, { type Express, type RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { postEventHandler } from './app-origin/post-event';
import { remoteAddrHandler } from './app-origin/remote-addr';
import { injectAppConfig, type Frontends } from './frontends';
import { jsonBody, jsonTextBody } from './http/body-limits';
import { corsFor } from './http/cors';
import { idempotent } from './http/idempotency';
import { journalRequests } from './http/journal';
import { notFoundHandler, Problem, problemHandler } from './http/problem';
import { authorizeHandler } from './provider/authorize';
import { binLookupHandler } from './provider/bin-lookup';
import { getExecutionHandler } from './provider/get-execution';
import { registerAppPaymentRoutes, registerAssetPaymentRoutes, registerProviderPaymentRoutes } from './provider/wallet-routes';
import { ProviderCharges } from './provider/charges';
import { providerClient } from './provider/merchant-api';
import { PaymentSessions } from './provider/sessions';
import { StoredInstruments } from './provider/stored-instruments';
import { transactional } from './http/transaction';
import { qaApi } from './qa/api';
import { outboxEmailPageHandler } from './qa/outbox-page';
import { qaConsoleHandler } from './qa/console-page';
import { createNoUserHandler } from './service/create-no-user';
import { createHandler } from './service/create';
import { createApplePayHandler, createNoUserApplePayHandler } from './service/create-applepay';
import { finalizeHandler } from './service/finalize';
import { recSubscriptionHandler } from './service/rec-subscription';
import { initSessionHandler, type Origins } from './service/init-session';
import { vaultTokenHandler } from './service/vault-token';
import { openDatabase, type Db } from './store/db';
import { FunnelEventsRepo } from './store/funnel-events';
import { SqliteIdempotencyStore } from './store/idempotency';
import { Outbox } from './outbox/outbox';
import { ReceiptMailer } from './outbox/receipts';
import { AddOnsRepo } from './store/add-ons';
import { SubscriptionsRepo } from './store/subscriptions';
import { VaultCards } from './vault/cards';
import { returnPageHandler } from './return-pages/return-page';
import { vaultErrorHandler } from './vault/errors';
import { tokenizeHandler } from './vault/tokenize';
import { countriesHandler } from './static/countries';
import { challengeAnswerHandler, challengePageHandler } from './three-ds/challenge';

export interface SimulatorOptions {
  /** Public origins of the three servers, e.g. http://localhost:3000. */
  readonly origins: Origins;
  /** SQLite path; `:memory:` by default. */
  readonly dbPath?: string;
  readonly vaultJwtSecret?: string;
  readonly frontends?: Frontends;
  /** The product path the QA console's links start the funnel at. */
  readonly productPrefix?: string;
  /** Epoch milliseconds; tests inject a clock to age idempotency records. */
  readonly now?: () => number;
}

export interface Simulator {
  readonly apps: { readonly app: Express; readonly service: Express; readonly asset: Express };
  readonly db: Db;
  readonly sessions: PaymentSessions;
  readonly charges: ProviderCharges;
  readonly subscriptions: SubscriptionsRepo;
  /** The emails the product sent (receipts), for tests and the QA console. */
  readonly outbox: Outbox;
  close(): void;
}

/** Builds the Express apps for the app, service and asset origins. No `listen`: see listen.ts. */
export function createSimulator(options: SimulatorOptions): Simulator {
  const { origins, frontends } = options;
  const db = openDatabase(options.dbPath ?? ':memory:');
  const sessions = new PaymentSessions(db, options.now);
  const charges = new ProviderCharges(db, options.now);
  const stored = new StoredInstruments(db, options.now);
  const tx = (handler: RequestHandler) => transactional(db, sessions, handler);
  const subscriptions = new SubscriptionsRepo(db);
  const addOns = new AddOnsRepo(db);
  const funnelEvents = new FunnelEventsRepo(db);
  const outbox = new Outbox(db, options.now);
  const receipts = new ReceiptMailer(outbox);
  const cards = new VaultCards();
  const secret = options.vaultJwtSecret ?? randomBytes(32).toString('hex');
  const productPrefix = options.productPrefix ?? '/mindmetric';

  const base = () => {
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', 'loopback');
    return app;
  };

  // Service origin: subscription service, payment-session init, payment provider, QA console.
  const service = base();
  service.use(corsFor([origins.app]));
  service.use(jsonBody());
  service.use(journalRequests);
  service.get('/init/session', initSessionHandler({ sessions, origins, stored, subscriptions }));
  service.post('/init/vault-token', vaultTokenHandler(sessions, secret));
  // Keys are scoped to the payment session (its bearer token), so sessions never see each other's keys.
  // Both live in SQLite (migration 3); the scopes never collide ("subs" has no "provider " prefix).
  const idempotencyKeys = new SqliteIdempotencyStore(db, options.now);
  const providerKeys = idempotencyKeys;
  const serviceKeys = idempotencyKeys;
  service.post(
    '/provider/executions/:id/authorize',
    idempotent(providerKeys, (req) => `provider ${req.get('Authorization') ?? ''}`),
    tx(authorizeHandler(sessions, cards, stored, origins.service)),
  );
  service.get('/provider/executions/:id', tx(getExecutionHandler(sessions, origins)));
  registerProviderPaymentRoutes(service, sessions, providerKeys, origins, tx);
  service.post('/provider/bin-lookup', binLookupHandler(sessions));
  const firstCharge = { provider: providerClient(sessions, charges, stored), subscriptions, receipts };
  service.post('/subs/create-no-user', idempotent(serviceKeys, () => 'subs'), tx(createNoUserHandler({ ...firstCharge, addOns })));
  service.post('/subs/create-no-user-applepay', idempotent(serviceKeys, () => 'subs'), tx(createNoUserApplePayHandler(firstCharge)));
  service.post('/subs/create', idempotent(serviceKeys, () => 'subs'), tx(createHandler(firstCharge)));
  service.post('/subs/create-applepay', idempotent(serviceKeys, () => 'subs'), tx(createApplePayHandler(firstCharge)));
  service.post('/subs/finalize', idempotent(serviceKeys, () => 'subs'), tx(finalizeHandler(subscriptions)));
  service.post('/rec/subscriptions/:id', recSubscriptionHandler(subscriptions, addOns));
  service.use('/qa/api', qaApi({ sessions, charges, subscriptions, events: funnelEvents, outbox, addOns }));
  service.get('/qa/outbox/:id', outboxEmailPageHandler(outbox));
  service.get(['/', '/qa'], qaConsoleHandler(`${origins.app}${productPrefix}/`));
  service.use(notFoundHandler, problemHandler);

  // Asset origin: the vault frame and the vault API it calls (same origin, so no CORS).
  const asset = base();
  asset.use(jsonBody());
  asset.use(journalRequests);
  asset.post('/vault/tokenize', tokenizeHandler(cards, sessions, secret));
  asset.get('/static/countries.json', countriesHandler);
  asset.get('/return/:outcome', returnPageHandler(`${origins.app}${productPrefix}/`));
  asset.get('/3ds/challenge/:token', challengePageHandler(sessions, origins.app));
  asset.post('/3ds/challenge/:token', tx(challengeAnswerHandler(sessions)));
  registerAssetPaymentRoutes(asset, sessions, tx);
  if (frontends) {
    asset.get(['/vault-frame', '/vault-frame/', '/vault-frame/index.html'], async (req, res) => {
      if (req.query.parent !== origins.app) throw new Problem('forbidden', `The vault frame may only be embedded by ${origins.app}.`);
      res.setHeader('Content-Security-Policy', `frame-ancestors ${origins.app}`);
      res.type('html').send(await frontends.frameIndexHtml(req.originalUrl));
    });
    asset.use('/vault-frame', frontends.frameAssets);
  }
  // Errors on /vault/* (body parser, unknown path) answer in the vault's own shape.
  asset.use(notFoundHandler, vaultErrorHandler, problemHandler);

  // App origin: the SPA and its own small API.
  const app = base();
  app.use(jsonBody());
  app.get('/remote-addr', remoteAddrHandler);
  registerAppPaymentRoutes(app);
  // The app also sends events as text/plain (no CORS preflight, sendBeacon); the handler parses that text.
  app.post('/event', jsonTextBody(), postEventHandler(funnelEvents));
  if (frontends) {
    app.use(frontends.appAssets);
    app.get('/', (_req, res) => res.redirect(302, `${productPrefix}/`));
    app.get(/^\/(?!api\/).*/, async (req, res) => {
      const html = await frontends.appIndexHtml(req.originalUrl);
      res.type('html').send(injectAppConfig(html, { serviceOrigin: origins.service, assetOrigin: origins.asset }));
    });
  }
  app.use(notFoundHandler, problemHandler);

  return { apps: { app, service, asset }, db, sessions, charges, subscriptions, outbox, close: () => db.close() };
}
