/**
 * Pure decisions of the instant-payment redirect (widget-spec sections 4 and 9): poll from 20000 ms
 * every 2000 ms, at most ceil((750000 - 20000) / 2000) polls, time-out at 750000 ms. Never fails open.
 */
import {
  INSTANT_PAYMENT_POLL_ATTEMPTS,
  INSTANT_PAYMENT_POLL_INTERVAL_MS,
  INSTANT_PAYMENT_POLL_START_DELAY_MS,
  INSTANT_PAYMENT_TIMEOUT_MS,
} from '../constants';
import type { ApiResult } from '../http/payment-api';
import { tokenRejection } from '../executor/call-failures';
import { parseExecution } from '../executor/execution';
import { failure, type PaymentOutcome } from '../executor/outcome';

export interface InstantPaymentState {
  /** Polls made so far. */
  readonly polls: number;
  /** Scheduled time of the next step, in ms since the redirect opened (never wall time). */
  readonly atMs: number;
}

export type InstantPaymentStep =
  | { readonly kind: 'wait'; readonly delayMs: number; readonly state: InstantPaymentState }
  | { readonly kind: 'done'; readonly outcome: PaymentOutcome };

/** The first wait: the poll start delay. */
export function firstStep(): InstantPaymentStep {
  return { kind: 'wait', delayMs: INSTANT_PAYMENT_POLL_START_DELAY_MS, state: { polls: 0, atMs: INSTANT_PAYMENT_POLL_START_DELAY_MS } };
}

const timedOut = failure('AUTHORIZATION_ERROR', `instant payment: no result within ${INSTANT_PAYMENT_TIMEOUT_MS} ms`);

/** After a poll answer at `state.atMs`: done on a final status, else wait for the next poll or the time-out. */
export function decideInstantPaymentPoll(state: InstantPaymentState, result: ApiResult): InstantPaymentStep {
  const polls = state.polls + 1;
  switch (result.kind) {
    case 'ok': {
      const parsed = parseExecution(result.body);
      if (!parsed.ok) return { kind: 'done', outcome: failure('AUTHORIZATION_ERROR', `authorization result: ${parsed.reason}`) };
      const requestedAt = Math.max(...parsed.value.statuses.filter((s) => s.code === 'authorizeRequested').map((s) => s.time));
      const fresh = parsed.value.statuses.filter((s) => s.time > requestedAt);
      if (fresh.some((s) => s.code === 'authorizeFailed')) return { kind: 'done', outcome: failure('AUTHORIZATION_ERROR', 'authorizeFailed') };
      if (fresh.some((s) => s.code === 'authorizeSuccessful')) return { kind: 'done', outcome: { kind: 'success' } };
      break;
    }
    case 'malformed':
      return { kind: 'done', outcome: failure('AUTHORIZATION_ERROR', `authorization result: HTTP ${result.status} answer is not JSON`) };
    case 'http-error':
    case 'network-error': {
      // A rejected token ends it; any other failed poll is retried on the schedule (the time-out bounds it).
      const rejected = tokenRejection('authorization result', result);
      if (rejected) return { kind: 'done', outcome: rejected };
      break;
    }
  }
  if (polls >= INSTANT_PAYMENT_POLL_ATTEMPTS) {
    const rest = INSTANT_PAYMENT_TIMEOUT_MS - state.atMs;
    return rest > 0 ? { kind: 'wait', delayMs: rest, state: { polls, atMs: INSTANT_PAYMENT_TIMEOUT_MS } } : { kind: 'done', outcome: timedOut };
  }
  return { kind: 'wait', delayMs: INSTANT_PAYMENT_POLL_INTERVAL_MS, state: { polls, atMs: state.atMs + INSTANT_PAYMENT_POLL_INTERVAL_MS } };
}

/** Whether the step after a wait is a poll or the time-out. */
export const isTimeOut = (state: InstantPaymentState): boolean => state.polls >= INSTANT_PAYMENT_POLL_ATTEMPTS;

export const INSTANT_PAYMENT_TIMED_OUT = timedOut;
