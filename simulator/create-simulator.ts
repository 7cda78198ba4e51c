/**
 * The composition root: it builds the platform, mounts each party in its own room, joins them and
 * returns the three origins' apps. The provider first (its polls lead the service origin), then the
 * merchant, which reaches it through its client only (ADR 9), then QA, which sees both. No `listen`: see listen.ts.
 */
import type { Express } from 'express';
import { openSimulatorDatabase } from './database';
import { mountMerchant, type MerchantOptions } from './merchant/mount/merchant';
import { WEBHOOK_PATH } from './merchant/subscription-service/webhook';
import type { IdentityMailer } from './merchant/identity/identity-mail';
import type { Outbox } from './merchant/outbox/outbox';
import type { RenewalScheduler } from './merchant/renewals/scheduler';
import type { SubscriptionsRepo } from './merchant/store/subscriptions';
import type { WithdrawalService } from './merchant/withdrawal/service';
import { mountProvider, requestJournal, type ProviderOptions } from './payment-provider/mount/provider';
import type { BankConfirmations } from './payment-provider/payments/bank-confirmations';
import type { ProviderCharges } from './payment-provider/payments/charges';
import type { ProviderRefunds } from './payment-provider/payments/refunds';
import type { PaymentSessions } from './payment-provider/payments/sessions';
import type { WebhookDispatcher } from './payment-provider/webhooks/dispatcher';
import type { ProviderEvents } from './payment-provider/webhooks/events';
import { createPlatform, type PlatformOptions } from './platform/origins/platform';
import type { Db } from './platform/store/db';
import { contractCheckOf, mountQa, type QaOptions } from './qa/mount/qa';

/** Each room's options: the platform's (origins, database, clock, limits, shared secrets), then each party's. */
export interface SimulatorOptions extends PlatformOptions, ProviderOptions, MerchantOptions, QaOptions {}

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

/** Builds the Express apps for the app, service and asset origins. */
export function createSimulator(options: SimulatorOptions): Simulator {
  const platform = createPlatform(options, { openDatabase: openSimulatorDatabase, journal: requestJournal, contractCheck: contractCheckOf(options.contractCheck) });
  const provider = mountProvider(platform, { ...options, webhookUrl: `${options.origins.service}${WEBHOOK_PATH}` });
  const merchant = mountMerchant(platform, { ...options, provider: provider.forMerchant });
  mountQa(platform, { provider, merchant });
  const { sessions, charges, webhooks, bankConfirmations, events, refunds } = provider;
  const { subscriptions, outbox, identityMail, renewals, withdrawals } = merchant;
  return {
    apps: platform.seal(),
    db: platform.db,
    sessions, charges, subscriptions, outbox, identityMail, renewals, webhooks, bankConfirmations, events, withdrawals, refunds,
    close: () => {
      // Whatever the last turn wrote is committed (and its answers released) before anything closes; the database last.
      platform.flush();
      merchant.close();
      provider.close();
      platform.close();
    },
  };
}
