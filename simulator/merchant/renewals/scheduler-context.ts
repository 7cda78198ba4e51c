/**
 * What the renewals scheduler's parts share: the stores, the provider and the outbox, each
 * subscription's clock, and the two writes every part makes (an email, an ended subscription).
 * scheduler.ts builds it once; renewal-steps.ts, notices.ts and cancellation.ts take it.
 */
import { emailLanguage } from '../outbox/i18n/catalogue';
import type { Plan } from '../../../catalog/plans';
import type { SubscriptionRef } from '../outbox/lifecycle-emails';
import type { Outbox, OutgoingEmail } from '../outbox/outbox';
import type { AccountLinks } from '../outbox/email-links';
import type { Db } from '../../platform/store/db';
import type { SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';
import type { StoredInstrumentProvider } from '../../payment-provider/client';
import type { LifecycleRow, LifecycleStore } from './lifecycle-store';
import type { PriceChanges } from './price-changes';
import { errorField, processLogger } from '../../platform/http/logger';

export interface SchedulerContext {
  readonly db: Db;
  readonly subscriptions: SubscriptionsRepo;
  readonly provider: StoredInstrumentProvider;
  readonly outbox: Outbox;
  readonly store: LifecycleStore;
  readonly prices: PriceChanges;
  /** The subscription's clock: real time plus what QA advanced it by. */
  clockOf(row: Pick<LifecycleRow, 'clock_offset_ms'>): number;
}

/** Sends an email; a failure to compose or store it is logged, never undoes the step it reports. */
export function mail(ctx: SchedulerContext, compose: () => OutgoingEmail): string | null {
  try {
    return ctx.outbox.send(compose()).id;
  } catch (error) {
    processLogger().error({ err: errorField(error) }, 'renewals: a subscription email was not sent');
    return null;
  }
}

/** The subscription service's own row: an ended subscription is cancelled and never charged again. */
export function markEnded(ctx: SchedulerContext, subscriptionId: string): void {
  ctx.db.prepare("UPDATE subscriptions SET status = 'cancelled' WHERE id = ?").run(subscriptionId);
}

/** A renewing subscription: active or in grace, not cancelled, its next step a renewal. */
export const isRenewing = (row: LifecycleRow): boolean =>
  (row.status === 'active' || row.status === 'grace') && row.cancel_at_period_end === 0 && row.next_action === 'renew';

/** The subscription's emails speak the language it was bought in (issue 33). */
export const refOf = (sub: SubscriptionRow, plan: Plan, links: AccountLinks | null): SubscriptionRef => ({ to: sub.email, subscriptionId: sub.id, plan, links, lang: emailLanguage(sub.language) });
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
