/**
 * Pure decisions of the instant-payment redirect (widget §4 and §9 in docs/spec-coverage.md): poll from 20000 ms
 * every 2000 ms, at most ceil((750000 - 20000) / 2000) polls, time-out at 750000 ms. The time-out is
 * measured on the clock from the popup's opening, so slow poll answers never push it later. Never fails open.
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
  /** The clock's time when the popup opened, in ms: the time-out counts from here. */
  readonly openedAtMs: number;
}

export type InstantPaymentStep =
  | { readonly kind: 'wait'; readonly delayMs: number; readonly state: InstantPaymentState }
  | { readonly kind: 'done'; readonly outcome: PaymentOutcome };

/** The first wait, from the popup's opening at `openedAtMs`: the poll start delay. */
export function firstStep(openedAtMs: number): InstantPaymentStep {
  return { kind: 'wait', delayMs: INSTANT_PAYMENT_POLL_START_DELAY_MS, state: { polls: 0, openedAtMs } };
}

/** What is left of the time-out at `nowMs`. */
const timeLeft = (state: InstantPaymentState, nowMs: number): number => INSTANT_PAYMENT_TIMEOUT_MS - (nowMs - state.openedAtMs);

const timedOut = failure('AUTHORIZATION_ERROR', `instant payment: no result within ${INSTANT_PAYMENT_TIMEOUT_MS} ms`);

/** After a poll answered at `nowMs`: done on a final status, else wait for the next poll or the time-out, whichever comes first. */
export function decideInstantPaymentPoll(state: InstantPaymentState, result: ApiResult, nowMs: number): InstantPaymentStep {
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
  const left = timeLeft(state, nowMs);
  if (left <= 0) return { kind: 'done', outcome: timedOut };
  const next = { polls, openedAtMs: state.openedAtMs };
  return { kind: 'wait', delayMs: polls >= INSTANT_PAYMENT_POLL_ATTEMPTS ? left : Math.min(INSTANT_PAYMENT_POLL_INTERVAL_MS, left), state: next };
}

/** Whether the step after a wait, at `nowMs`, is the time-out rather than a poll. */
export const isTimeOut = (state: InstantPaymentState, nowMs: number): boolean => state.polls >= INSTANT_PAYMENT_POLL_ATTEMPTS || timeLeft(state, nowMs) <= 0;

export const INSTANT_PAYMENT_TIMED_OUT = timedOut;
