/** One subscription's life as QA reads it (QA API and console): where it stands, its charges and its timeline. */
import { DAY_MS } from '../../../catalog/cadence';
import type { ConsentRow, ConsentsRepo } from '../consent/consents';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';
import type { RenewalScheduler } from './scheduler';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export interface TimelineView {
  readonly subscription: SubscriptionRow;
  /** The subscription's own clock (real time plus QA's time travel). */
  readonly clock: string;
  readonly clockOffsetDays: number;
  readonly status: string;
  readonly accessUntil: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly next: { readonly action: string; readonly at: string } | null;
  readonly charges: readonly { readonly at: string; readonly kind: 'first' | 'renewal' | 'add-on'; readonly amount: string; readonly state: string; readonly detail: string }[];
  readonly timeline: readonly { readonly at: string; readonly kind: string; readonly detail: string; readonly emailId: string | null }[];
  /** Money owed to the buyer by bank transfer (a withdrawal's refund the card refused), with the day it is due; null when none. */
  readonly refundOwed: { readonly amount: string; readonly method: 'bank transfer'; readonly dueAt: string; readonly paidAt: string | null } | null;
  /** The buyer's agreement to the renewal terms (issue 29, point 2); null when the checkout sent none. */
  readonly consent: ConsentRow | null;
}

/** Where a charge's refund stands (simulator/merchant/withdrawal): the timeline shows it in place of "paid". */
export interface ChargeRefunds {
  /** The provider's id of the subscription's first charge. */
  readonly firstChargeOf: (executionId: string) => string | null | undefined;
  readonly stateOf: (chargeId: string) => 'requested' | 'refunded' | 'failed' | undefined;
  /** The bank transfer owed after a refund the card refused (simulator/merchant/withdrawal/store.ts). */
  readonly owedOf: (subscriptionId: string) => { readonly amount_value: string; readonly currency: string; readonly due_at: number; readonly paid_at: number | null } | undefined;
  /** QA records the transfer made (once; a second time keeps the first day); undefined when nothing is owed. */
  readonly markOwedPaid: (subscriptionId: string) => ReturnType<ChargeRefunds['owedOf']>;
}

const REFUND_STATE = { requested: 'refund requested', refunded: 'refunded', failed: 'refund failed' } as const;

/** A paid charge's state: "paid", or where its refund stands once one was asked for. */
const paidState = (refunds: ChargeRefunds | undefined, chargeId: string | null | undefined): string => {
  const refund = chargeId ? refunds?.stateOf(chargeId) : undefined;
  return refund ? REFUND_STATE[refund] : 'paid';
};

function owedView(owed: ReturnType<ChargeRefunds['owedOf']>): TimelineView['refundOwed'] {
  return owed ? { amount: `${owed.amount_value} ${owed.currency}`, method: 'bank transfer', dueAt: new Date(owed.due_at).toISOString(), paidAt: iso(owed.paid_at) } : null;
}

export function timelineView(scheduler: RenewalScheduler, subscriptions: SubscriptionsRepo, addOns: AddOnsRepo | undefined, id: string, consents?: ConsentsRepo, refunds?: ChargeRefunds): TimelineView | undefined {
  scheduler.enroll();
  const subscription = subscriptions.byId(id);
  if (!subscription) return undefined;
  const row = scheduler.store.get(id);
  const clock = row ? scheduler.clockOf(row) : Date.now();
  const charges: TimelineView['charges'][number][] = [
    { at: subscription.created_at, kind: 'first', amount: `${subscription.amount_value} ${subscription.currency}`, state: paidState(refunds, refunds?.firstChargeOf(subscription.execution_id)), detail: subscription.plan_id },
    ...(addOns?.ofSubscription(id) ?? []).map((a) => ({ at: a.created_at, kind: 'add-on' as const, amount: `${a.amount_value} ${a.currency}`, state: paidState(refunds, a.charge_id), detail: a.plan_id })),
    ...scheduler.store.charges(id).map((c) => ({
      at: new Date(c.due_at).toISOString(),
      kind: 'renewal' as const,
      amount: `${c.amount_value} ${c.currency}`,
      state: c.state === 'paid' ? paidState(refunds, c.charge_id) : c.state,
      detail: `renewal ${c.renewal_index}${c.attempt ? `, retry ${c.attempt}` : ''}${c.decline_reason ? `: ${c.decline_reason}` : ''}`,
    })),
  ];
  return {
    subscription: subscriptions.byId(id) ?? subscription,
    clock: new Date(clock).toISOString(),
    clockOffsetDays: row ? Math.round((row.clock_offset_ms / DAY_MS) * 100) / 100 : 0,
    status: row ? (row.status === 'active' && row.cancel_at_period_end ? 'cancelling' : row.status) : subscription.status,
    accessUntil: row ? iso(row.period_end) : null,
    cancelAtPeriodEnd: row?.cancel_at_period_end === 1,
    next: row && row.next_action && row.next_action_at !== null ? { action: row.next_action, at: new Date(row.next_action_at).toISOString() } : null,
    charges,
    timeline: scheduler.store.timeline(id).map((t) => ({ at: new Date(t.at).toISOString(), kind: t.kind, detail: t.detail, emailId: t.email_id })),
    consent: consents?.ofSubscription(id) ?? null,
    refundOwed: owedView(refunds?.owedOf(id)),
  };
}
