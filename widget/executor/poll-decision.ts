import {
  AUTHORIZE_REQUESTED_LOOKUP_RETRIES,
  FAILED_POLL_ATTEMPT_WEIGHT,
  POLL_INTERVAL_MS,
  POLL_MAX_ATTEMPTS,
  POLL_RATE_LIMITED_BACKOFF_FACTOR,
  POLL_RATE_LIMITED_MAX_DELAY_MS,
  RATE_LIMITED_POLL_ATTEMPT_WEIGHT,
} from '../constants';
import type { ApiResult } from '../http/payment-api';
import { assertNever } from './assert-never';
import { tokenRejection } from './call-failures';
import { parseExecution, type ExecutionSnapshot, type ExecutionStatus, type ExecutionStatusCode } from './execution';
import { failure, type PaymentFailure, type PaymentOutcome } from './outcome';

export type { PaymentOutcome } from './outcome';

/**
 * What the poll waits for. After authorize, a pending status ends it (pending or 3-D Secure);
 * after confirm, only authorizeSuccessful or authorizeFailed do (widget §4 in docs/spec-coverage.md, Confirm).
 */
export type PollMode = 'authorize' | 'confirm';

/** The status that must be present before anything else counts, per mode. */
const REQUEST_STATUS: Readonly<Record<PollMode, ExecutionStatusCode>> = {
  authorize: 'authorizeRequested',
  confirm: 'confirmRequested',
};

export interface PollState {
  readonly mode: PollMode;
  /** Attempts used so far; a failed poll uses FAILED_POLL_ATTEMPT_WEIGHT of them. */
  readonly attemptsUsed: number;
  /** Polls answered without the mode's request status (authorizeRequested, or confirmRequested after confirm). */
  readonly lookupsWithoutRequest: number;
  /** HTTP 429 answers in a row; sets the backoff and resets on any other answer. */
  readonly rateLimitedInARow: number;
}

export const INITIAL_POLL_STATE: PollState = { mode: 'authorize', attemptsUsed: 0, lookupsWithoutRequest: 0, rateLimitedInARow: 0 };

export const INITIAL_CONFIRM_POLL_STATE: PollState = { ...INITIAL_POLL_STATE, mode: 'confirm' };

export const initialPollState = (mode: PollMode): PollState => (mode === 'confirm' ? INITIAL_CONFIRM_POLL_STATE : INITIAL_POLL_STATE);

export type PollDecision =
  | { readonly kind: 'poll-again'; readonly state: PollState; readonly delayMs: number }
  | { readonly kind: 'done'; readonly outcome: PaymentOutcome };

const done = (outcome: PaymentOutcome): PollDecision => ({ kind: 'done', outcome });
const fail = (detail: string): PollDecision => done(failure('AUTHORIZATION_ERROR', detail));

/** The wait after the n-th HTTP 429 in a row: the interval doubled n times, capped. */
export function rateLimitedDelayMs(rateLimitedInARow: number): number {
  return Math.min(POLL_INTERVAL_MS * POLL_RATE_LIMITED_BACKOFF_FACTOR ** rateLimitedInARow, POLL_RATE_LIMITED_MAX_DELAY_MS);
}

/** Books the attempts an answer used; gives up once the budget of POLL_MAX_ATTEMPTS is spent. */
function continueAfter(state: PollState, used: number, detail: string, rateLimitedInARow = 0): PollDecision {
  const attemptsUsed = state.attemptsUsed + used;
  if (attemptsUsed >= POLL_MAX_ATTEMPTS) return fail(`gave up after ${POLL_MAX_ATTEMPTS} poll attempts; last answer: ${detail}`);
  const delayMs = rateLimitedInARow > 0 ? rateLimitedDelayMs(rateLimitedInARow) : POLL_INTERVAL_MS;
  return { kind: 'poll-again', state: { ...state, attemptsUsed, rateLimitedInARow }, delayMs };
}

/** Statuses strictly newer than the latest authorizeRequested or confirmRequested, oldest first (ties keep list order). */
function statusesAfterLatestRequest(statuses: readonly ExecutionStatus[]): ExecutionStatus[] {
  const requestTimes = statuses.filter((s) => s.code === 'authorizeRequested' || s.code === 'confirmRequested').map((s) => s.time);
  const anchor = Math.max(...requestTimes);
  return statuses.filter((s) => s.time > anchor).sort((a, b) => a.time - b.time);
}

/**
 * The earliest final status decides; if a success and a failure share that time the answer is
 * ambiguous, and ambiguity is a failure, never a success.
 */
function finalOutcome(fresh: readonly ExecutionStatus[]): PaymentOutcome | null {
  const finals = fresh.filter((s) => s.code === 'authorizeSuccessful' || s.code === 'authorizeFailed');
  const first = finals[0];
  if (!first) return null;
  const tied = finals.filter((s) => s.time === first.time);
  return tied.some((s) => s.code === 'authorizeFailed') ? failure('AUTHORIZATION_ERROR', 'authorizeFailed') : { kind: 'success' };
}

/** After authorize, a fresh authorizePending ends the poll: a 3-D Secure challenge if asked for, plain pending otherwise. */
function pendingOutcome(fresh: readonly ExecutionStatus[], snapshot: ExecutionSnapshot): PaymentOutcome | null {
  if (!fresh.some((s) => s.code === 'authorizePending')) return null;
  return snapshot.actionRequired === '3ds' ? { kind: 'three-ds', link: snapshot.threeDsLink } : { kind: 'pending' };
}

function decideSnapshot(state: PollState, snapshot: ExecutionSnapshot): PollDecision {
  const required = REQUEST_STATUS[state.mode];
  if (!snapshot.statuses.some((s) => s.code === required)) {
    const lookupsWithoutRequest = state.lookupsWithoutRequest + 1;
    if (lookupsWithoutRequest > AUTHORIZE_REQUESTED_LOOKUP_RETRIES) {
      return fail(`authorization not requested: no ${required} after ${AUTHORIZE_REQUESTED_LOOKUP_RETRIES} retries`);
    }
    return continueAfter({ ...state, lookupsWithoutRequest }, 1, `no ${required} yet`);
  }
  const fresh = statusesAfterLatestRequest(snapshot.statuses);
  const final = finalOutcome(fresh);
  if (final) return done(final);
  switch (state.mode) {
    case 'authorize': {
      const pending = pendingOutcome(fresh, snapshot);
      return pending ? done(pending) : continueAfter(state, 1, 'no result yet');
    }
    case 'confirm':
      return continueAfter(state, 1, 'no final result yet');
    default:
      return assertNever(state.mode);
  }
}

function decideFailedPoll(state: PollState, rejected: PaymentFailure | null, detail: string): PollDecision {
  return rejected ? done(rejected) : continueAfter(state, FAILED_POLL_ATTEMPT_WEIGHT, detail);
}

/**
 * Decides what one poll answer means (widget §4, §8 and §9 in docs/spec-coverage.md). Pure: the driver owns time.
 * Never fails open: an answer it cannot read, or an unknown status, is a failure, never a success.
 * @example
 * const d = decidePoll(INITIAL_POLL_STATE, await poll());
 * if (d.kind === 'poll-again') await sleep(d.delayMs);
 */
export function decidePoll(state: PollState, result: ApiResult): PollDecision {
  switch (result.kind) {
    case 'network-error':
      return decideFailedPoll(state, tokenRejection('poll', result), 'network error');
    case 'http-error': {
      const rejected = tokenRejection('poll', result);
      if (rejected) return done(rejected);
      if (result.status === 429) {
        return continueAfter(state, RATE_LIMITED_POLL_ATTEMPT_WEIGHT, 'HTTP 429 too many requests', state.rateLimitedInARow + 1);
      }
      return decideFailedPoll(state, null, `HTTP ${result.status}`);
    }
    case 'malformed':
      return fail(`poll: HTTP ${result.status} answer is not JSON`);
    case 'ok': {
      const parsed = parseExecution(result.body);
      return parsed.ok ? decideSnapshot(state, parsed.value) : fail(`poll: ${parsed.reason}`);
    }
    default:
      return assertNever(result);
  }
}
