/**
 * QA's composition root: the console and its API (scenarios, sessions, faults, the outbox, the funnel's
 * events) on the service origin, the OpenAPI document of every party's API, and its 405 guard on each
 * documented origin. QA is the test bench: it sees both parties' handles, which the parties never
 * see of each other. Mounted last, so its guard answers only what no party's route took.
 */
import type { RequestHandler } from 'express';
import type { ContractCheck } from '../../platform/origins/origins';
import type { Platform } from '../../platform/origins/platform';
import { errorField } from '../../platform/http/logger';
import type { AdEventsRepo } from '../../merchant/ad-pixels/ad-events-repo';
import type { Outbox } from '../../merchant/outbox/outbox';
import type { AddOnsRepo } from '../../merchant/store/add-ons';
import type { FunnelEventsRepo } from '../../merchant/store/funnel-events';
import type { SubscriptionsRepo } from '../../merchant/store/subscriptions';
import type { ProviderCharges } from '../../payment-provider/payments/charges';
import type { Faults } from '../../payment-provider/payments/faults';
import type { PaymentSessions } from '../../payment-provider/payments/sessions';
import type { ScenarioStore } from '../../payment-provider/scenarios/store';
import type { ProviderEvents } from '../../payment-provider/webhooks/events';
import type { WebhookDispatcher } from '../../payment-provider/webhooks/dispatcher';
import { OPERATIONS } from '../openapi/document';
import { methodNotAllowed } from '../openapi/method-guard';
import { openApiRouter } from '../openapi/router';
import { contractWatcher, trafficCheck, type ViolationSink } from '../openapi/traffic-check';
import { qaRouter } from '../router';

export interface QaOptions {
  /**
   * Holds every call of a documented route to the OpenAPI document and reports what it refuses
   * (qa/openapi/traffic-check.ts): the test suites turn it on; off by default.
   */
  readonly contractCheck?: ViolationSink | undefined;
}

/** The contract check each documented origin applies, when one runs. */
export function contractCheckOf(report: ViolationSink | undefined): ((origin: 'service' | 'asset') => ContractCheck) | undefined {
  if (!report) return undefined;
  return (origin) => {
    const watcher = contractWatcher(origin, report);
    return { watcher, middleware: trafficCheck(watcher) };
  };
}

/** What QA reaches of the provider: its sessions and scripts, faults, charges, events and webhook deliveries. */
export interface ProviderBench {
  readonly sessions: PaymentSessions;
  readonly scenarios: ScenarioStore;
  readonly faults: Faults;
  readonly charges: ProviderCharges;
  readonly events: ProviderEvents;
  readonly webhooks: Pick<WebhookDispatcher, 'deliverDue'>;
  /** QA's step moves a provider session's script: the provider's unit of work. */
  tx(handler: RequestHandler): RequestHandler;
}

/** What QA reaches of the merchant: its subscriptions, add-ons, outbox and the funnel's and trackers' events. */
export interface MerchantBench {
  readonly subscriptions: SubscriptionsRepo;
  readonly addOns: AddOnsRepo;
  readonly outbox: Outbox;
  readonly funnelEvents: FunnelEventsRepo;
  readonly adEvents: AdEventsRepo;
}

export function mountQa(platform: Platform, { provider, merchant }: { readonly provider: ProviderBench; readonly merchant: MerchantBench }): void {
  const { service, asset } = platform.on;
  const { logger } = platform;
  service.routes().use(
    qaRouter({
      sessions: provider.sessions,
      scenarios: provider.scenarios,
      faults: provider.faults,
      tx: provider.tx,
      now: platform.now,
      charges: provider.charges,
      subscriptions: merchant.subscriptions,
      events: merchant.funnelEvents,
      adEvents: merchant.adEvents,
      outbox: merchant.outbox,
      addOns: merchant.addOns,
      funnelUrl: platform.productUrl,
      frontends: platform.frontends,
      providerEvents: provider.events,
      deliverWebhooks: () => void provider.webhooks.deliverDue().catch((error: unknown) => logger.error({ err: errorField(error) }, 'webhooks: the delivery pass failed')),
    }),
  );
  // The OpenAPI document of the provider, vault, service and QA APIs (issue 28, point 4).
  service.routes().use(openApiRouter(platform.origins));
  // A declared path asked with an undeclared method: 405 with Allow, not 404 (issue 43).
  service.routes().use(methodNotAllowed(OPERATIONS, 'service'));
  asset.routes().use(methodNotAllowed(OPERATIONS, 'asset'));
}
