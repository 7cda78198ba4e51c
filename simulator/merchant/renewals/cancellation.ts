/**
 * Ending a subscription on request: a cancellation (paid up, it ends at the end of the paid
 * period; unpaid, it ends now; the same answer again later), or an end now with its access (a
 * withdrawal or a deleted account). The scheduler runs what is due before either.
 */
import { findPlan } from '../../../catalog/plans';
import { cancellationConfirmed } from '../outbox/lifecycle-emails';
import { toState } from './lifecycle-store';
import { afterCancel } from './schedule';
import { mail, markEnded, refOf, type SchedulerContext } from './scheduler-context';

export interface CancelRequest {
  /** The optional answer to "why are you cancelling?"; stored, never required. */
  readonly reason?: string;
  readonly channel: 'signed-in' | 'email-code' | 'email-link';
  /** True when the caller asked for no confirmation email (cancel-request's `emailing: false`). */
  readonly silent?: boolean;
}

export type CancelResult =
  | { readonly kind: 'ends-at-period-end'; readonly subscriptionId: string; readonly accessUntil: string }
  | { readonly kind: 'ended-now'; readonly subscriptionId: string; readonly accessUntil: string }
  | { readonly kind: 'already-cancelled'; readonly subscriptionId: string; readonly accessUntil: string }
  | { readonly kind: 'not-renewing'; readonly subscriptionId: string };

export function cancelSubscription(ctx: SchedulerContext, subscriptionId: string, request: CancelRequest): CancelResult {
  const row = ctx.store.get(subscriptionId);
  const sub = ctx.subscriptions.byId(subscriptionId);
  if (!row || !sub) return { kind: 'not-renewing', subscriptionId };
  const now = ctx.clockOf(row);
  const transition = afterCancel(toState(row), now);
  const accessUntil = new Date(transition.state.periodEnd).toISOString();
  if (transition.kind === 'unchanged') return { kind: 'already-cancelled', subscriptionId, accessUntil };
  const plan = findPlan(sub.plan_id);
  ctx.db.transaction(() => {
    const ended = transition.kind === 'ended-now';
    ctx.store.save(subscriptionId, transition.state, {
      cancel_reason: request.reason ?? null,
      cancel_channel: request.channel,
      cancel_requested_at: now,
      ...(ended ? { ended_at: now, ended_reason: 'cancelled' } : {}),
    });
    if (ended) markEnded(ctx, subscriptionId);
    const emailId = plan && !request.silent ? mail(ctx, () => cancellationConfirmed(refOf(sub, plan, ctx.outbox.links), { accessUntil: new Date(transition.state.periodEnd), endedNow: ended })) : null;
    const reason = request.reason ? ` (reason: ${request.reason})` : '';
    ctx.store.addTimeline(
      subscriptionId,
      now,
      'cancel-requested',
      ended ? `Cancelled (${request.channel})${reason}; the unpaid renewal is dropped and it ends now` : `Cancelled (${request.channel})${reason}; access until ${accessUntil.slice(0, 10)}, no further charges`,
      emailId,
    );
    if (ended) ctx.store.addTimeline(subscriptionId, now, 'ended', 'Ended: cancelled');
  })();
  return transition.kind === 'ended-now' ? { kind: 'ended-now', subscriptionId, accessUntil } : { kind: 'ends-at-period-end', subscriptionId, accessUntil };
}

/** Ends a subscription now, its access with it; its own email, if any, is the caller's. The same call again changes nothing. */
export function endSubscriptionNow(ctx: SchedulerContext, subscriptionId: string, channel: 'account-deleted' | 'withdrawal', detail: string): void {
  const row = ctx.store.get(subscriptionId);
  ctx.db.transaction(() => {
    if (row && row.status !== 'ended') {
      const at = ctx.clockOf(row);
      ctx.store.save(subscriptionId, { ...toState(row), status: 'ended', next: null, cancelAtPeriodEnd: true, periodEnd: Math.min(row.period_end, at) }, {
        cancel_channel: channel,
        cancel_requested_at: at,
        ended_at: at,
        ended_reason: 'cancelled',
      });
      ctx.store.addTimeline(subscriptionId, at, 'ended', detail);
    }
    markEnded(ctx, subscriptionId);
  })();
}
