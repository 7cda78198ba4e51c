/**
 * The merchant's composition root: its stores, outbox, renewals and withdrawals, and its routes on
 * the three origins (service-origin.ts, app-origin.ts, and the ad trackers' beacon on the asset
 * origin). It reaches the provider through the provider's client only (ADR 9), handed in by the root.
 */
import type { RequestHandler } from 'express';
import type { Platform, SharedSecrets } from '../../platform/origins/platform';
import type { RateLimits } from '../../platform/http/rate-limits';
import { migrate, type Db } from '../../platform/store/db';
import type { SqliteIdempotencyStore } from '../../platform/store/idempotency';
import type { ProviderClient, StoredInstrumentProvider } from '../../payment-provider/client';
import { AccountLanguages } from '../account/account-language';
import { AdEventsRepo } from '../ad-pixels/ad-events-repo';
import { adTrackersRouter } from '../ad-pixels/router';
import { ConsentsRepo } from '../consent/consents';
import type { IdentityMailer } from '../identity/identity-mail';
import type { IdentityAdmin, IdTokenVerifier, SignInLinkIssuer } from '../identity/verifier';
import { accountLinks } from '../outbox/email-links';
import { Outbox } from '../outbox/outbox';
import { ReceiptMailer } from '../outbox/receipts';
import { createMailTransport } from '../outbox/transport';
import { CalibrationsRepo } from '../psychometrics/calibrations-repo';
import { PSYCHOMETRICS_MIGRATIONS } from '../psychometrics/migrations';
import { QuizAttemptsRepo } from '../psychometrics/quiz-attempts-repo';
import { RenewalScheduler } from '../renewals/scheduler';
import { AddOnsRepo } from '../store/add-ons';
import { FunnelEventsRepo } from '../store/funnel-events';
import { PurchaseOrders } from '../store/purchase-orders';
import { SubscriptionsRepo } from '../store/subscriptions';
import type { ServiceRouterDeps } from '../subscription-service/router';
import { WithdrawalService } from '../withdrawal/service';
import { mountAppOrigin } from './app-origin';
import { mountServiceOrigin } from './service-origin';

export interface MerchantOptions {
  /**
   * Verifies Firebase ID tokens for every route that names a user (simulator/merchant/identity). Absent, those
   * routes answer 503 identity-unavailable: never fail open.
   */
  readonly identity?: IdTokenVerifier & Partial<SignInLinkIssuer> & Partial<IdentityAdmin>;
  /** Where the app's Firebase SDK signs in (the Auth emulator), handed to the page in its runtime config. */
  readonly authEmulator?: { readonly origin: string; readonly projectId: string };
  /** Emails also go to this SMTP server (e.g. a mail catcher); by default only into the outbox. */
  readonly smtpUrl?: string;
}

/** What the merchant gets from the provider's side: its client, and QA's fault steps before its card routes. */
export interface ProviderDoor {
  readonly client: ProviderClient;
  readonly renewalCharges: StoredInstrumentProvider;
  readonly gates: ServiceRouterDeps['gates'];
}

/** The merchant's parts its origins' routes are built from. */
export interface MerchantParts extends MerchantOptions {
  readonly db: Db;
  readonly origins: Platform['origins'];
  readonly productPrefix: string;
  readonly productUrl: string;
  readonly limits: RateLimits;
  readonly now: (() => number) | undefined;
  readonly frontends: Platform['frontends'];
  readonly tx: (handler: RequestHandler) => RequestHandler;
  readonly keys: SqliteIdempotencyStore;
  readonly secrets: SharedSecrets;
  readonly provider: ProviderDoor;
  readonly subscriptions: SubscriptionsRepo;
  /** The language a signed-in person chose (issue 33): their identity emails speak it before their purchases' language. */
  readonly accountLanguages: AccountLanguages;
  readonly quizAttempts: QuizAttemptsRepo;
  readonly calibrations: CalibrationsRepo;
  readonly addOns: AddOnsRepo;
  readonly consents: ConsentsRepo;
  readonly funnelEvents: FunnelEventsRepo;
  readonly outbox: Outbox;
  readonly receipts: ReceiptMailer;
  readonly orders: PurchaseOrders;
  readonly renewals: RenewalScheduler;
  readonly withdrawals: WithdrawalService;
}

export interface MountedMerchant {
  readonly subscriptions: SubscriptionsRepo;
  readonly addOns: AddOnsRepo;
  readonly funnelEvents: FunnelEventsRepo;
  readonly adEvents: AdEventsRepo;
  /** The emails the product sent (receipts), for tests and the QA console. */
  readonly outbox: Outbox;
  readonly identityMail: IdentityMailer | null;
  readonly renewals: RenewalScheduler;
  readonly withdrawals: WithdrawalService;
  close(): void;
}

export function mountMerchant(platform: Platform, options: MerchantOptions & { readonly provider: ProviderDoor }): MountedMerchant {
  const { db, now, origins, productPrefix } = platform;
  const subscriptions = new SubscriptionsRepo(db);
  const accountLanguages = new AccountLanguages(db);
  migrate(db, PSYCHOMETRICS_MIGRATIONS);
  const quizAttempts = new QuizAttemptsRepo(db, now ?? Date.now);
  const calibrations = new CalibrationsRepo(db);
  const addOns = new AddOnsRepo(db);
  const consents = new ConsentsRepo(db, now);
  const funnelEvents = new FunnelEventsRepo(db);
  const adEvents = new AdEventsRepo(db);
  const mailTransport = createMailTransport(options.smtpUrl);
  const outbox = new Outbox(db, now, mailTransport, accountLinks(`${origins.app}${productPrefix}`));
  const receipts = new ReceiptMailer(db, outbox, now);
  // Receipts a crash left queued go out now; each purchase's go out after its commit (paced, merchant/outbox/receipts.ts).
  receipts.deliverAll();
  platform.afterEachCommit(() => receipts.deliverSoon());
  const orders = new PurchaseOrders(db, now);
  const { provider } = options;
  const renewals = new RenewalScheduler({ db, subscriptions, outbox, provider: provider.renewalCharges, ...(now ? { now } : {}) });
  const withdrawals = new WithdrawalService({
    db,
    addOns,
    provider: provider.client,
    outbox,
    subscriptionById: (id) => subscriptions.byId(id),
    clockOf: (id) => renewals.clockOfSubscription(id),
    endNow: (id, detail) => renewals.endNow(id, 'withdrawal', detail),
    paidRenewals: (id) => renewals.store.charges(id).flatMap((c) => (c.state === 'paid' && c.charge_id ? [{ chargeId: c.charge_id, amountValue: c.amount_value, index: c.renewal_index }] : [])),
    addTimeline: (id, at, kind, detail, emailId) => renewals.store.addTimeline(id, at, kind, detail, emailId),
  });
  const { productUrl, limits, frontends, tx, keys, secrets } = platform;
  const parts: MerchantParts = { ...options, db, origins, productPrefix, productUrl, limits, now, frontends, tx, keys, secrets, subscriptions, accountLanguages, quizAttempts, calibrations, addOns, consents, funnelEvents, outbox, receipts, orders, renewals, withdrawals };
  mountServiceOrigin(platform.on.service, parts);
  // The ad trackers' beacon (third parties' stand-ins the app loads) answers on the asset origin.
  platform.on.asset.routes().use(adTrackersRouter(adEvents));
  const identityMail = mountAppOrigin(platform.on.app.routes(), parts);
  return {
    subscriptions, addOns, funnelEvents, adEvents, outbox, identityMail, renewals, withdrawals,
    close: () => {
      identityMail?.stop();
      receipts.stop();
      outbox.recordOutcomes();
      mailTransport.close();
    },
  };
}
