/**
 * The provider's composition root: its stores, its scenario-driven payments, its webhooks, and its
 * routes on two origins: the payments API first on the service origin (its polls are the origin's
 * busiest requests, a finished one answered before Express), the vault and the asset host (3-D Secure,
 * bank and return pages, SDK stand-ins, the vault frame) on the asset origin. The merchant gets its
 * client and nothing else (ADR 9); QA and the tests get the handles below.
 */
import type { RequestHandler } from 'express';
import { REDIRECT_RETURN_PATH } from '../../../contracts/redirect-return';
import { errorField } from '../../platform/http/logger';
import type { Platform } from '../../platform/origins/platform';
import { assetHostRouter } from '../asset-host/router';
import type { ProviderClient, StoredInstrumentProvider } from '../client';
import { BankConfirmations } from '../payments/bank-confirmations';
import { ProviderCharges } from '../payments/charges';
import { serviceFaultGates } from '../payments/fault-gates';
import { FaultStore } from '../payments/fault-store';
import { Faults } from '../payments/faults';
import { journalRequests, recordJsonAnswers } from '../payments/journal';
import { providerClient } from '../payments/merchant-api';
import { pollFastPath } from '../payments/poll-fast-path';
import { ProviderRefunds } from '../payments/refunds';
import { ScriptedStoredInstrumentProvider } from '../payments/renewal-charges';
import { PROVIDER_MOUNT, providerRouter } from '../payments/router';
import { ScenarioRun } from '../payments/scenario-run';
import { PaymentSessions, SESSION_TTL_MS } from '../payments/sessions';
import { StoredInstruments } from '../payments/stored-instruments';
import { savingSessions } from '../payments/unit-of-work';
import { vaultProviderLink } from '../payments/vault-link';
import { ScenarioStore } from '../scenarios/store';
import { VaultCards } from '../vault/cards';
import { vaultErrorHandler } from '../vault/errors';
import { VAULT_MOUNT, vaultRouter } from '../vault/router';
import { deliveryPool } from '../webhooks/delivery-pool';
import { ProviderEvents } from '../webhooks/events';
import { WebhookDispatcher, type WebhookChaos, type WebhookTransport } from '../webhooks/dispatcher';

/** Every origin's request journal is the provider's: each payment session keeps the requests tied to it. */
export const requestJournal = { recordAnswers: recordJsonAnswers, requests: journalRequests };

export interface ProviderOptions {
  /** How the provider POSTs its webhooks: fetch by default; tests pass one over supertest. */
  readonly webhookTransport?: WebhookTransport;
  /** Random webhook faults for drills (WEBHOOK_CHAOS, simulator/config.ts); none by default. */
  readonly webhookChaos?: WebhookChaos | undefined;
  /** The first webhook retry's delay (WEBHOOK_RETRY_BASE_MS); 10 s by default. */
  readonly webhookRetryBaseMs?: number | undefined;
}

/** All the merchant gets of the provider. */
export interface ForMerchant {
  /** The merchant's only door to the provider (payment-provider/client.ts). */
  readonly client: ProviderClient;
  /** The provider's side of the merchant's renewal charges, asked through the same client. */
  readonly renewalCharges: StoredInstrumentProvider;
  /** QA's fault steps in front of the merchant's card routes. */
  readonly gates: ReturnType<typeof serviceFaultGates>;
}

/** What the root joins: the merchant's door, and the handles QA and the tests reach. */
export interface MountedProvider {
  readonly forMerchant: ForMerchant;
  readonly sessions: PaymentSessions;
  readonly charges: ProviderCharges;
  readonly events: ProviderEvents;
  readonly refunds: ProviderRefunds;
  readonly scenarios: ScenarioStore;
  readonly faults: Faults;
  readonly webhooks: WebhookDispatcher;
  readonly bankConfirmations: BankConfirmations;
  /** The provider's unit of work: its requests write the sessions they changed before the commit. */
  tx(handler: RequestHandler): RequestHandler;
  close(): void;
}

/** Mounts the provider's routes; `webhookUrl` is the merchant's endpoint its signed webhooks go to. */
export function mountProvider(platform: Platform, options: ProviderOptions & { readonly webhookUrl: string }): MountedProvider {
  const { db, group, now, origins, secrets } = platform;
  const scenarios = new ScenarioStore(db, now);
  const events = new ProviderEvents(db, now);
  const charges = new ProviderCharges(db, now, events);
  const sessions = new PaymentSessions(db, charges, now, SESSION_TTL_MS, scenarios, events);
  const stored = new StoredInstruments(db, now);
  // A refund gets the paying attempt's scenario answer (refund-success, refund-failed); without a session, it succeeds.
  const refunds = new ProviderRefunds(db, (_charge, firstExecution) => ScenarioRun.refundAnswer(firstExecution ? sessions.byExecutionId(firstExecution) : undefined), events, now);
  // Any request rolled back, or a COMMIT that failed, leaves no session cached.
  platform.onFailedCommit(() => sessions.forgetAll());
  group.onRequestRollback(() => sessions.discardTouched());
  const tx = (handler: RequestHandler) => platform.tx(savingSessions(sessions, handler));
  const faults = new Faults((send, failed) => group.afterCommit(send, failed), new FaultStore(db, (work) => group.run(work)));
  // The running provider's connections to the merchant's endpoint (webhooks/delivery-pool.ts), opened on the first delivery; tests may bring their own transport.
  const deliveries = deliveryPool();
  const webhooks = new WebhookDispatcher({
    events,
    group,
    url: options.webhookUrl,
    secret: secrets.webhook,
    transport: options.webhookTransport ?? deliveries.send,
    ...(now ? { now } : {}),
    chaos: options.webhookChaos,
    retryBaseMs: options.webhookRetryBaseMs,
  });
  const cards = new VaultCards(db, now);
  const { service, asset } = platform.on;
  // The execution poll, the service origin's busiest request, is answered before Express with the same preamble
  // functions, headers, text and unit of work (payments/poll-fast-path.ts); any other request goes on to it.
  service.answerFirst(pollFastPath({ sessions, faults, group, afterCommit: () => platform.queueAfterCommit(), origins, preamble: service.bodilessPreamble, contract: service.contract }));
  service.hotRoutes().use(PROVIDER_MOUNT, providerRouter({ sessions, cards, stored, keys: platform.keys, origins, tx, faults, refunds, merchantApiKey: secrets.providerApiKey }));
  // The vault asks the provider through its own small interface (issue 26, ADR 9).
  asset.routes().use(VAULT_MOUNT, vaultRouter(cards, vaultProviderLink(sessions, faults), secrets.vault));
  asset.routes().use(assetHostRouter({ sessions, appOrigin: origins.app, productUrl: platform.productUrl, frontends: platform.frontends, tx, merchantReturnUrl: `${origins.service}${REDIRECT_RETURN_PATH}`, now }));
  // Errors on /vault/* (body parser, unknown path) answer in the vault's own shape.
  asset.onError(vaultErrorHandler);
  const client = providerClient(sessions, charges, stored, origins, refunds, db);
  return {
    forMerchant: { client, renewalCharges: new ScriptedStoredInstrumentProvider(db, client, now, events), gates: serviceFaultGates(faults, sessions) },
    sessions, charges, events, refunds, scenarios, faults, webhooks,
    bankConfirmations: new BankConfirmations(db, sessions, group, now),
    tx,
    // Deliveries under way end (or fail, to be sent again after a restart) before the kept connections close.
    close: () => void deliveries.close().catch((error: unknown) => platform.logger.warn({ err: errorField(error) }, 'webhooks: closing the delivery connections failed')),
  };
}
