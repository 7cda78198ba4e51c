import {
  AUTHORIZE_REQUESTED_LOOKUP_RETRIES,
  FAILED_POLL_ATTEMPT_WEIGHT,
  POLL_INTERVAL_MS,
  POLL_MAX_ATTEMPTS,
} from '../constants';
import type { FailureCode } from '../errors';
import { MESSAGES } from '../messages';
import type { ApiResult } from '../http/payment-api';
import { parseExecution, type ExecutionStatus } from './execution';

/** How a payment ended, as the widget reports it to the host page. */
export type PaymentOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'three-ds'; readonly link: string | null }
  | { readonly kind: 'failure'; readonly code: FailureCode; readonly message: string; readonly detail: string };

export interface PollState {
  /** Attempts used so far; a failed poll uses FAILED_POLL_ATTEMPT_WEIGHT of them. */
  readonly attemptsUsed: number;
  /** Polls answered without any authorizeRequested (or confirmRequested) status. */
  readonly lookupsWithoutRequest: number;
}

export const INITIAL_POLL_STATE: PollState = { attemptsUsed: 0, lookupsWithoutRequest: 0 };

export type PollDecision =
  | { readonly kind: 'poll-again'; readonly state: PollState; readonly delayMs: number }
  | { readonly kind: 'done'; readonly outcome: PaymentOutcome };

const fail = (code: FailureCode, detail: string, message: string = MESSAGES.authorizationFailed): PollDecision => ({
  kind: 'done',
  outcome: { kind: 'failure', code, message, detail },
});

function afterAttempts(state: PollState, used: number, detail: string): PollDecision {
  const attemptsUsed = state.attemptsUsed + used;
  if (attemptsUsed >= POLL_MAX_ATTEMPTS) return fail('AUTHORIZATION_ERROR', `gave up after ${POLL_MAX_ATTEMPTS} attempts: ${detail}`);
  return { kind: 'poll-again', state: { ...state, attemptsUsed }, delayMs: POLL_INTERVAL_MS };
}

/** Statuses newer than the latest confirmRequested, or else the latest authorizeRequested. */
function statusesAfterRequest(statuses: readonly ExecutionStatus[]): ExecutionStatus[] | null {
  const byTime = [...statuses].sort((a, b) => a.time - b.time);
  const latest = (code: ExecutionStatus['code']) => byTime.filter((s) => s.code === code).at(-1);
  const anchor = latest('confirmRequested') ?? latest('authorizeRequested');
  return anchor ? byTime.filter((s) => s.time > anchor.time) : null;
}

/**
 * Decides what one poll answer means (widget-spec sections 4 and 9). Pure: the driver owns time.
 * Never fails open: an answer it cannot read is a failure, never a success.
 */
export function decidePoll(state: PollState, result: ApiResult): PollDecision {
  switch (result.kind) {
    case 'network-error':
      return afterAttempts(state, FAILED_POLL_ATTEMPT_WEIGHT, 'network error');
    case 'http-error':
      if (result.status === 401 || result.status === 403) {
        return fail('AUTHENTICATION_ERROR', `HTTP ${result.status}`, 'API token is not valid or expired.');
      }
      return afterAttempts(state, FAILED_POLL_ATTEMPT_WEIGHT, `HTTP ${result.status}`);
    case 'ok': {
      const parsed = parseExecution(result.body);
      if (!parsed.ok) return fail('AUTHORIZATION_ERROR', parsed.reason);
      const fresh = statusesAfterRequest(parsed.value.statuses);
      if (fresh === null) {
        const lookupsWithoutRequest = state.lookupsWithoutRequest + 1;
        if (lookupsWithoutRequest > AUTHORIZE_REQUESTED_LOOKUP_RETRIES) {
          return fail('AUTHORIZATION_ERROR', 'authorization was never requested');
        }
        return afterAttempts({ ...state, lookupsWithoutRequest }, 1, 'no authorizeRequested yet');
      }
      for (const status of fresh) {
        switch (status.code) {
          case 'authorizeSuccessful':
            return { kind: 'done', outcome: { kind: 'success' } };
          case 'authorizeFailed':
            return fail('AUTHORIZATION_ERROR', 'authorizeFailed');
          case 'authorizePending':
            return parsed.value.actionRequired === '3ds'
              ? { kind: 'done', outcome: { kind: 'three-ds', link: parsed.value.threeDsLink } }
              : { kind: 'done', outcome: { kind: 'pending' } };
          case 'authorizeRequested':
          case 'confirmRequested':
            break;
          default:
            return assertNever(status.code);
        }
      }
      return afterAttempts(state, 1, 'no final status yet');
    }
    default:
      return assertNever(result);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${JSON.stringify(value)}`);
}
