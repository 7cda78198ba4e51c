import express, { type Express, type RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { openSimulatorDatabase } from './database';
import { assetHostRouter } from './payment-provider/asset-host/router';
import type { Frontends } from './platform/static-serving/frontends';
import { jsonBody } from './platform/http/body-limits';
import { corsFor } from './platform/http/cors';
import { journalRequests, recordJsonAnswers } from './payment-provider/payments/journal';
import { answersAfterCommit, CommitGroup } from './platform/store/commit-group';
import { inSequence } from './platform/http/in-sequence';
import { answerFirst } from './platform/http/answer-first';
import { errorField, processLogger, requestIdInProblems, requestLogger } from './platform/http/logger';
import { securityHeaders } from './platform/http/security-headers';
import { anonymousLimit, DEFAULT_RATE_LIMITS, type RateLimits } from './platform/http/rate-limits';
import type { Logger } from 'pino';
import { notFoundHandler, problemHandler } from './platform/http/problem';
import { transactional } from './platform/store/transaction';
import { Outbox } from './merchant/outbox/outbox';
import { accountLinks } from './merchant/outbox/email-links';
import { ReceiptMailer } from './merchant/outbox/receipts';
import { ProviderCharges } from './payment-provider/payments/charges';
import { providerClient } from './payment-provider/payments/merchant-api';
import { PROVIDER_MOUNT, providerRouter } from './payment-provider/payments/router';
import { pollFastPath } from './payment-provider/payments/poll-fast-path';
import { PaymentSessions, SESSION_TTL_MS } from './payment-provider/payments/sessions';
import { savingSessions } from './payment-provider/payments/unit-of-work';
import { ProviderEvents } from './payment-provider/webhooks/events';
import { deliveryPool } from './payment-provider/webhooks/delivery-pool';
import { WebhookDispatcher, type WebhookChaos, type WebhookTransport } from './payment-provider/webhooks/dispatcher';
import { PurchaseOrders } from './merchant/store/purchase-orders';
import { WEBHOOK_PATH } from './merchant/subscription-service/webhook';
import { REDIRECT_RETURN_PATH } from '../contracts/redirect-return';
import { BankConfirmations } from './payment-provider/payments/bank-confirmations';
import { StoredInstruments } from './payment-provider/payments/stored-instruments';
import { qaRouter } from './qa/router';
import { openApiRouter } from './qa/openapi/router';
import { OPERATIONS } from './qa/openapi/document';
import { methodNotAllowed } from './qa/openapi/method-guard';
import { contractWatcher, trafficCheck, type ViolationSink } from './qa/openapi/traffic-check';
import type { ContractWatcher } from './platform/http/contract-watcher';
import { FaultStore } from './payment-provider/payments/fault-store';
import { Faults } from './payment-provider/payments/faults';
import { serviceFaultGates } from './payment-provider/payments/fault-gates';
import { ScenarioStore } from './payment-provider/scenarios/store';
import type { Origins } from './payment-provider/payments/open-session';
import { serviceRouter } from './merchant/subscription-service/router';
import { AddOnsRepo } from './merchant/store/add-ons';
import { ConsentsRepo } from './merchant/consent/consents';
import { checkpointInBackground } from './platform/store/checkpointer';
import { migrate, type Db } from './platform/store/db';
import { FunnelEventsRepo } from './merchant/store/funnel-events';
import { AdEventsRepo } from './merchant/ad-pixels/ad-events-repo';
import { adTrackersRouter } from './merchant/ad-pixels/router';
import { gamesRouter } from './merchant/games/router';
import { ownSubscription, requireOwnSubscription } from './merchant/identity/ownership';
import { requireUser, sameUserAsBody, signedInUser } from './merchant/identity/require-user';
import type { IdentityAdmin, IdTokenVerifier, SignInLinkIssuer } from './merchant/identity/verifier';
import { accountRouter } from './merchant/account/router';
import { AccountLanguages } from './merchant/account/account-language';
import { membersRouter } from './merchant/members/router';
import { qaPhoneCodesHandler } from './merchant/identity/phone-codes';
import { CalibrationsRepo } from './merchant/psychometrics/calibrations-repo';
import { PSYCHOMETRICS_MIGRATIONS } from './merchant/psychometrics/migrations';
import { QuizAttemptsRepo } from './merchant/psychometrics/quiz-attempts-repo';
import { psychometricsRouter } from './merchant/psychometrics/router';
import { quizAnswerSource } from './merchant/psychometrics/run-calibration';
import { sittingAnswerSource } from './merchant/members/calibration-source';
import { SittingsRepo } from './merchant/members/sittings-repo';
import { quizScoreView } from './merchant/psychometrics/quiz-scoring';
import { SqliteIdempotencyStore } from './platform/store/idempotency';
import { SubscriptionsRepo } from './merchant/store/subscriptions';
import { VaultCards } from './payment-provider/vault/cards';
import { vaultErrorHandler } from './payment-provider/vault/errors';
import { VAULT_MOUNT, vaultRouter } from './payment-provider/vault/router';
import { vaultProviderLink } from './payment-provider/payments/vault-link';
import { compressResponses } from './platform/static-serving/cache-policy';
import { createMailTransport } from './merchant/outbox/transport';
import { ScriptedStoredInstrumentProvider } from './payment-provider/payments/renewal-charges';
import { timeTravelApi, timeTravelPages } from './merchant/renewals/qa-routes';
import { RenewalScheduler } from './merchant/renewals/scheduler';
import { ProviderRefunds } from './payment-provider/payments/refunds';
import { ScenarioRun } from './payment-provider/payments/scenario-run';
import { WithdrawalService } from './merchant/withdrawal/service';
import { withdrawalRouter } from './merchant/withdrawal/router';
import { mountAppOrigin } from './merchant/app-origin-routes';
import type { IdentityMailer } from './merchant/identity/identity-mail';

export interface SimulatorOptions {
  /** Public origins of the three servers, e.g. http://localhost:3000. */
  readonly origins: Origins;
  /** SQLite path; `:memory:` by default. */
  readonly dbPath?: string;
  readonly vaultJwtSecret?: string;
  readonly frontends?: Frontends;
  /** The product path the QA console's links start the funnel at. */
  readonly productPrefix?: string;
  /**
   * Verifies Firebase ID tokens for every route that names a user (simulator/merchant/identity). Absent, those
   * routes answer 503 identity-unavailable: never fail open.
   */
  readonly identity?: IdTokenVerifier & Partial<SignInLinkIssuer> & Partial<IdentityAdmin>;
  /** Where the app's Firebase SDK signs in (the Auth emulator), handed to the page in its runtime config. */
  readonly authEmulator?: { readonly origin: string; readonly projectId: string };
  /** Epoch milliseconds; tests inject a clock to age idempotency records and sessions. */
  readonly now?: () => number;
  /** Emails also go to this SMTP server (e.g. a mail catcher); by default only into the outbox. */
  readonly smtpUrl?: string;
  /** Requests per client and window on the anonymous endpoints (simulator/platform/http/rate-limits.ts). */
  readonly rateLimits?: RateLimits;
  /** Where each origin logs one line per request (simulator/platform/http/logger.ts); the process logger by default. */
  readonly logger?: Logger;
  /** The webhook endpoint's signing secret the provider and the merchant share; random by default. */
  readonly webhookSecret?: string;
  /** How the provider POSTs its webhooks: fetch by default; tests pass one over supertest. */
  readonly webhookTransport?: WebhookTransport;
  /** The merchant's secret key for the provider's server-to-server calls (refunds); random by default. */
  readonly providerApiKey?: string;
  /** Random webhook faults for drills (WEBHOOK_CHAOS, simulator/config.ts); none by default. */
  readonly webhookChaos?: WebhookChaos | undefined;
  /** The first webhook retry's delay (WEBHOOK_RETRY_BASE_MS); 10 s by default. */
  readonly webhookRetryBaseMs?: number | undefined;
  /**
   * Holds every call of a documented route to the OpenAPI document and reports what it refuses
   * (qa/openapi/traffic-check.ts): the test suites turn it on; off by default.
   */
  readonly contractCheck?: ViolationSink | undefined;
}

export interface Simulator {
  readonly apps: { readonly app: Express; readonly service: Express; readonly asset: Express };
  readonly db: Db;
  readonly sessions: PaymentSessions;
  readonly charges: ProviderCharges;
  readonly subscriptions: SubscriptionsRepo;
  /** The emails the product sent (receipts), for tests and the QA console. */
  readonly outbox: Outbox;
  /** Mails the Auth emulator's sign-in links and password resets into the outbox; null without an emulator. */
  readonly identityMail: IdentityMailer | null;
  /** Renewals, retries and period ends; listen.ts runs it on a timer, QA by time travel. */
  readonly renewals: RenewalScheduler;
  /** The provider's webhook deliveries (issue 26); listen.ts runs them on a timer, tests call drain(). */
  readonly webhooks: WebhookDispatcher;
  /** The online bank's later decisions (`bank.confirmAfterSeconds`); listen.ts runs them with the deliveries. */
  readonly bankConfirmations: BankConfirmations;
  readonly events: ProviderEvents;
  /** EU withdrawals and their refunds (issue 29); listen.ts resumes refunds a crash left unsettled. */
  readonly withdrawals: WithdrawalService;
  readonly refunds: ProviderRefunds;
  close(): void;
}

/** Builds the Express apps for the app, service and asset origins. No `listen`: see listen.ts. */
export function createSimulator(options: SimulatorOptions): Simulator {
  const { origins, frontends } = options;
  const db = openSimulatorDatabase(options.dbPath ?? ':memory:');
  // A file's WAL is checkpointed by a worker thread, never inside a purchase's COMMIT.
  const checkpoints = options.dbPath && options.dbPath !== ':memory:' ? checkpointInBackground(db, options.dbPath) : null;
  const scenarios = new ScenarioStore(db, options.now);
  const events = new ProviderEvents(db, options.now);
  const charges = new ProviderCharges(db, options.now, events);
  const sessions = new PaymentSessions(db, charges, options.now, SESSION_TTL_MS, scenarios, events);
  const stored = new StoredInstruments(db, options.now);
  // A refund gets the paying attempt's scenario answer (refund-success, refund-failed); without a session, it succeeds.
  const refunds = new ProviderRefunds(db, (_charge, firstExecution) => ScenarioRun.refundAnswer(firstExecution ? sessions.byExecutionId(firstExecution) : undefined), events, options.now);
  const merchantApiKey = options.providerApiKey ?? `sk_test_${randomBytes(24).toString('hex')}`;

  const subscriptions = new SubscriptionsRepo(db);
  // The language a signed-in person chose (issue 33): their identity emails speak it before their purchases' language.
  const accountLanguages = new AccountLanguages(db);
  migrate(db, PSYCHOMETRICS_MIGRATIONS);
  const quizAttempts = new QuizAttemptsRepo(db, options.now ?? Date.now);
  const calibrations = new CalibrationsRepo(db);
  const addOns = new AddOnsRepo(db);
  const consents = new ConsentsRepo(db, options.now);
  const funnelEvents = new FunnelEventsRepo(db);
  const adEvents = new AdEventsRepo(db);
  const mailTransport = createMailTransport(options.smtpUrl);
  const productPrefix = options.productPrefix ?? '/mindmetric';
  const outbox = new Outbox(db, options.now, mailTransport, accountLinks(`${origins.app}${productPrefix}`));
  const receipts = new ReceiptMailer(db, outbox, options.now);
  // Receipts a crash left queued go out now; each purchase's go out after its commit (paced, merchant/outbox/receipts.ts).
  receipts.deliverAll();
  // The requests of one event-loop turn share a commit; every origin's answers wait for it (platform/store/commit-group.ts).
  const group = new CommitGroup(db, () => sessions.forgetAll());
  const tx = (handler: RequestHandler) => transactional(group, handler, () => receipts.deliverSoon());
  const faults = new Faults((send, failed) => group.afterCommit(send, failed), new FaultStore(db, (work) => group.run(work)));
  // The provider's requests write their sessions before the commit; any request rolled back leaves none cached.
  const providerTx = (handler: RequestHandler) => tx(savingSessions(sessions, handler));
  group.onRequestRollback(() => sessions.discardTouched());
  // The running provider's connections to the merchant's endpoint (payment-provider/webhooks/delivery-pool.ts), opened on the first delivery; tests may bring their own transport.
  const deliveries = deliveryPool();
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const webhooks = new WebhookDispatcher({
    events,
    group,
    url: `${origins.service}${WEBHOOK_PATH}`,
    secret: webhookSecret,
    transport: options.webhookTransport ?? deliveries.send,
    ...(options.now ? { now: options.now } : {}),
    chaos: options.webhookChaos,
    retryBaseMs: options.webhookRetryBaseMs,
  });
  const orders = new PurchaseOrders(db, options.now);
  const bankConfirmations = new BankConfirmations(db, sessions, group, options.now);
  const cards = new VaultCards(db, options.now);
  const secret = options.vaultJwtSecret ?? randomBytes(32).toString('hex');

  const logger = options.logger ?? processLogger();
  /** The contract check of the service and asset origins, when one runs. */
  const contractOf = (origin: 'service' | 'asset') => (options.contractCheck ? contractWatcher(origin, options.contractCheck) : undefined);
  /** What every request of an origin passes first: its request line and security headers. */
  const common = (origin: 'app' | 'service' | 'asset') => [requestLogger(logger, origin), securityHeaders(origin, origins.app)] as const;
  /** An origin's app: every request first passes its preamble, as one layer (platform/http/in-sequence.ts). */
  const base = (contract: ContractWatcher | undefined, preamble: readonly RequestHandler[]) => {
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', 'loopback');
    requestIdInProblems(app);
    recordJsonAnswers(app);
    answersAfterCommit(app, group);
    if (contract) app.use(trafficCheck(contract));
    app.use(inSequence(...preamble));
    return app;
  };

  // Both scopes (provider, subscription service) live in SQLite (migration 3); they never collide.
  const keys = new SqliteIdempotencyStore(db, options.now);
  const productUrl = `${origins.app}${productPrefix}/`;

  // Service origin: the payment provider, the subscription service and the QA console, one router each.
  const serviceContract = contractOf('service');
  const [serviceLine, serviceHeaders] = common('service');
  const serviceCors = corsFor([origins.app]);
  const service = base(serviceContract, [serviceLine, serviceHeaders, serviceCors, jsonBody(), journalRequests]);
  // A finished payment's poll, the origin's busiest request, is answered before Express with the same
  // preamble functions, headers and text (payment-provider/payments/poll-fast-path.ts); any other request goes on to it.
  answerFirst(service, pollFastPath({ sessions, faults, group, origins, preamble: inSequence(serviceLine, serviceHeaders, serviceCors, journalRequests), contract: serviceContract }));
  // Its answers are the state of a moment (polls, creates, QA's live lists): an ETag per answer costs a
  // hash of every body and a conditional request would save nothing. Its static files keep theirs.
  service.set('etag', false);
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  // The provider first: its polls are the origin's busiest requests, and no layer before it is theirs.
  service.use(PROVIDER_MOUNT, providerRouter({ sessions, cards, stored, keys, origins, tx: providerTx, faults, refunds, merchantApiKey }));
  service.use('/init/session', anonymousLimit(limits.initSession, limits.windowS, 'payment sessions'));
  const provider = providerClient(sessions, charges, stored, origins, refunds, db);
  const renewals = new RenewalScheduler({ db, subscriptions, outbox, provider: new ScriptedStoredInstrumentProvider(db, provider, options.now, events), ...(options.now ? { now: options.now } : {}) });
  const withdrawals = new WithdrawalService({
    db,
    addOns,
    provider,
    outbox,
    subscriptionById: (id) => subscriptions.byId(id),
    clockOf: (id) => renewals.clockOfSubscription(id),
    endNow: (id, detail) => renewals.endNow(id, 'withdrawal', detail),
    paidRenewals: (id) => renewals.store.charges(id).flatMap((c) => (c.state === 'paid' && c.charge_id ? [{ chargeId: c.charge_id, amountValue: c.amount_value, index: c.renewal_index }] : [])),
    addTimeline: (id, at, kind, detail, emailId) => renewals.store.addTimeline(id, at, kind, detail, emailId),
  });
  const chargeRefunds = { firstChargeOf: (executionId: string) => provider.payment(executionId)?.chargeId, stateOf: (chargeId: string) => withdrawals.refundStateOf(chargeId), owedOf: (id: string) => withdrawals.refundOwedOf(id) };
  // The funnel quiz's attempts (new ones per client address within the funnel events' limit: a quiz is part of the funnel).
  // Calibration reads the quiz's answers and the members' sittings' (the sittings' tables come with the members' router below; read only when QA calibrates).
  const calibrationSources = [quizAnswerSource(quizAttempts), sittingAnswerSource(new SittingsRepo(db))];
  service.use(psychometricsRouter({ attempts: quizAttempts, calibrations, calibrationSources, tx, now: options.now ?? Date.now, createLimit: anonymousLimit(limits.event, limits.windowS, 'quiz attempts') }));
  const gates = serviceFaultGates(faults, sessions);
  service.use(serviceRouter({ provider, subscriptions, addOns, receipts, consents, keys, vaultSecret: secret, tx, identity: options.identity, orders, webhookSecret, db, now: options.now, gates, quizAttempts, refunds: withdrawals,
    checkoutUrl: `${origins.app}${productPrefix}/subscription`,
    iqScoreOf: (attemptId) => quizAttempts.byId(attemptId)?.iq ?? null,
  }));
  // The provider's and the subscription service's answers above are small JSON (polls, creates: the
  // hot paths), sent as they are; the QA console, its API and the members' pages below are compressed.
  service.use(compressResponses());
  service.use(gamesRouter({ db, requireUser: requireUser(options.identity), uidOf: (res) => signedInUser(res).uid, now: options.now }));
  service.use('/qa/api', timeTravelApi({ scheduler: renewals, subscriptions, addOns, consents, refunds: chargeRefunds, now: options.now }));
  // The phone sign-in codes the Auth emulator issued (it texts nobody), for QA.
  service.get('/qa/api/phone-codes', qaPhoneCodesHandler(options.authEmulator));
  service.use('/qa', timeTravelPages({ scheduler: renewals, subscriptions, addOns, consents, refunds: chargeRefunds }));
  // The members' area: its own endpoints and the cloud functions, behind the identity party's guards.
  service.use(
    membersRouter({
      db,
      addOns,
      requireUser: requireUser(options.identity),
      userOf: signedInUser,
      requireOwnSubscription: requireOwnSubscription(subscriptions),
      subscriptionOf: ownSubscription,
      requireSameUserId: sameUserAsBody('user_id'),
      serviceOrigin: origins.service,
      endsAt: (id) => renewals.endsAt(id),
      withdrawalOf: (sub) => withdrawals.stateOf(sub),
      liveBank: (items) => calibrations.live(items),
      priceChangeOf: (id) => {
        const coming = renewals.comingPriceChange(id);
        return coming && { price: coming.price, from: new Date(coming.from).toISOString() };
      },
      quizScoreOf: (ids) => {
        const attempt = quizAttempts.ofSubscriptions(ids);
        return attempt && quizScoreView(attempt, quizAttempts.answers(attempt.id));
      },
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  service.use(
    withdrawalRouter({
      service: withdrawals,
      requireUser: requireUser(options.identity),
      userOf: signedInUser,
      requireOwnSubscription: requireOwnSubscription(subscriptions),
      subscriptionOf: ownSubscription,
      tx,
    }),
  );
  service.use(
    accountRouter({
      db,
      requireUser: requireUser(options.identity),
      userOf: signedInUser,
      identityAdmin: options.identity?.deleteUser ? { deleteUser: options.identity.deleteUser.bind(options.identity) } : undefined,
      endSubscription: (id) => renewals.endForDeletedAccount(id),
      // The provider forgets them too, through its client (issue 29, point 4).
      eraseAtProvider: (customer) => void provider.eraseCustomer(customer),
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  service.use(
    qaRouter({
      sessions,
      scenarios,
      faults,
      // QA's step moves a provider session's script: the provider's unit of work.
      tx: providerTx,
      now: options.now,
      charges,
      subscriptions,
      events: funnelEvents,
      adEvents,
      outbox,
      addOns,
      funnelUrl: productUrl,
      frontends,
      providerEvents: events,
      deliverWebhooks: () => void webhooks.deliverDue().catch((error: unknown) => logger.error({ err: errorField(error) }, 'webhooks: the delivery pass failed')),
    }),
  );
  // The OpenAPI document of the provider, vault, service and QA APIs (issue 28, point 4).
  service.use(openApiRouter(origins));
  // A declared path asked with an undeclared method: 405 with Allow, not 404 (issue 43).
  service.use(methodNotAllowed(OPERATIONS, 'service'), notFoundHandler, problemHandler);

  // Asset origin: the vault API and the asset host (vault frame, pages, SDK stand-ins).
  const asset = base(contractOf('asset'), [...common('asset'), compressResponses(), jsonBody(), journalRequests]);
  // The vault asks the provider through its own small interface (issue 26, ADR 9).
  asset.use(VAULT_MOUNT, vaultRouter(cards, vaultProviderLink(sessions, faults), secret));
  asset.use(adTrackersRouter(adEvents));
  asset.use(assetHostRouter({ sessions, appOrigin: origins.app, productUrl, frontends, tx: providerTx, merchantReturnUrl: `${origins.service}${REDIRECT_RETURN_PATH}`, now: options.now }));
  // Errors on /vault/* (body parser, unknown path) answer in the vault's own shape.
  asset.use(methodNotAllowed(OPERATIONS, 'asset'), notFoundHandler, vaultErrorHandler, problemHandler);

  // App origin: the SPA and its own small API.
  const app = base(undefined, [...common('app'), compressResponses()]);
  const identityMail = mountAppOrigin(app, { db, origins, productPrefix, limits, subscriptions, renewals, withdrawals, outbox, accountLanguages, funnelEvents, frontends, identity: options.identity, authEmulator: options.authEmulator, now: options.now });
  app.use(notFoundHandler, problemHandler);

  return {
    apps: { app, service, asset },
    db,
    sessions,
    charges,
    subscriptions,
    outbox,
    identityMail,
    renewals,
    webhooks,
    bankConfirmations,
    events,
    withdrawals,
    refunds,
    close: () => {
      // Whatever the last turn wrote is committed (and its answers released) before the database closes.
      group.flush();
      identityMail?.stop();
      receipts.stop();
      outbox.recordOutcomes();
      mailTransport.close();
      // Deliveries under way end (or fail, to be sent again after a restart) before the kept connections close.
      deliveries.close().catch((error: unknown) => logger.warn({ err: errorField(error) }, 'webhooks: closing the delivery connections failed'));
      checkpoints?.stop();
      db.close();
    },
  };
}
