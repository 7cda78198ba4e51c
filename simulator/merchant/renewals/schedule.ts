/**
 * The subscription's life after its first charge, as pure rules (app §3 in docs/spec-coverage.md; a
 * weekly trial renews after 7 days, then weekly, the 3-month plan every 12 weeks): when a plan renews, when a declined renewal is retried, when an unpaid
 * subscription is past due and then cancelled, and what a cancellation does. No clock, no database:
 * simulator/merchant/renewals/scheduler.ts applies these to stored subscriptions. Each plan's cadence and trial
 * come from catalog/plan-terms.ts.
 */
import { type Cadence } from '../../../catalog/plan-terms';
import { DAY_MS } from '../../../catalog/cadence';
import type { RenewalDeclineReason } from '../../../scenarios';

/** A declined renewal is retried this many days after its due date, once each (issue 16). */
export const RETRY_AFTER_DAYS = [1, 3] as const;
/** An unpaid subscription, past due after its last retry, is cancelled this many days after the due date. */
export const CANCEL_UNPAID_AFTER_DAYS = 7;

/** Where a subscription stands. `grace`: a renewal was declined and a retry is scheduled; access continues. */
export type LifeStatus = 'active' | 'grace' | 'past_due' | 'ended';
export type NextAction = 'renew' | 'retry' | 'cancel-unpaid' | 'end';

export interface LifeState {
  readonly status: LifeStatus;
  /** The end of the paid period: access lasts until then; also the due date of the pending renewal. */
  readonly periodEnd: number;
  readonly next: { readonly action: NextAction; readonly at: number } | null;
  /** Retries already made for the renewal due at periodEnd. */
  readonly attempt: number;
  readonly cancelAtPeriodEnd: boolean;
}

/** What happened to a charge of the stored instrument. */
export type ChargeOutcome = { readonly kind: 'paid' } | { readonly kind: 'declined'; readonly reason: RenewalDeclineReason };

/** Only a declined charge that may succeed later is retried: an expired card cannot (issue 16, card-expired-before-renewal). */
export const isRetryable = (reason: RenewalDeclineReason) => reason !== 'card-expired';

export type ChargeTransition =
  | { readonly kind: 'renewed'; readonly state: LifeState }
  | { readonly kind: 'retry-scheduled'; readonly state: LifeState; readonly retryAt: number }
  | { readonly kind: 'past-due'; readonly state: LifeState; readonly cancelAt: number };

/** The state after the renewal (or retry) due at `state.periodEnd` was charged with `outcome`. */
export function afterCharge(state: LifeState, cadence: Cadence, outcome: ChargeOutcome): ChargeTransition {
  const due = state.periodEnd;
  if (outcome.kind === 'paid') {
    const periodEnd = cadence.next(due);
    return { kind: 'renewed', state: { status: 'active', periodEnd, attempt: 0, cancelAtPeriodEnd: false, next: { action: 'renew', at: periodEnd } } };
  }
  const retryDays = RETRY_AFTER_DAYS[state.attempt];
  if (isRetryable(outcome.reason) && retryDays !== undefined) {
    const retryAt = due + retryDays * DAY_MS;
    return { kind: 'retry-scheduled', retryAt, state: { ...state, status: 'grace', attempt: state.attempt + 1, next: { action: 'retry', at: retryAt } } };
  }
  const cancelAt = due + CANCEL_UNPAID_AFTER_DAYS * DAY_MS;
  return { kind: 'past-due', cancelAt, state: { ...state, status: 'past_due', next: { action: 'cancel-unpaid', at: cancelAt } } };
}

export type CancelTransition =
  /** Paid up: nothing more is charged and access lasts until the end of the paid period. */
  | { readonly kind: 'ends-at-period-end'; readonly state: LifeState; readonly endsAt: number }
  /** A renewal is unpaid (grace or past due): nothing is owed for a period not paid for, so it ends now. */
  | { readonly kind: 'ended-now'; readonly state: LifeState }
  /** Already cancelled or ended: the same answer again. */
  | { readonly kind: 'unchanged'; readonly state: LifeState };

export function afterCancel(state: LifeState, now: number): CancelTransition {
  if (state.status === 'ended' || state.cancelAtPeriodEnd) return { kind: 'unchanged', state };
  if (state.status === 'active') {
    return { kind: 'ends-at-period-end', endsAt: state.periodEnd, state: { ...state, cancelAtPeriodEnd: true, next: { action: 'end', at: state.periodEnd } } };
  }
  return { kind: 'ended-now', state: { ...state, status: 'ended', cancelAtPeriodEnd: true, periodEnd: Math.min(state.periodEnd, now), next: null } };
}
