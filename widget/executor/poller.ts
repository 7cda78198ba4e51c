import { POLL_INITIAL_DELAY_MS } from '../constants';
import type { ApiResult, Fetch } from '../http/payment-api';
import { thrownFailure } from './call-failures';
import type { PaymentOutcome } from './outcome';
import { decidePoll, initialPollState, type PollMode } from './poll-decision';

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What authorize and confirm take from outside, injected so tests control the network and time. */
export interface ExecutorDeps {
  /** Default: the global fetch. */
  readonly fetch?: Fetch;
  /** Default: realSleep (setTimeout). */
  readonly sleep?: Sleep;
}

/**
 * The timer driver around decidePoll: waits POLL_INITIAL_DELAY_MS (2000), then polls until a decision
 * is final, sleeping whatever delay the decision asks for. `poll` and `sleep` are injected so tests drive
 * it with fake timers and scripted answers. Never rejects: a throwing `poll` or `sleep` is an unknown
 * error (AUTHENTICATION_ERROR).
 * @param mode 'authorize' (default) stops at pending too; 'confirm' waits for a final status.
 * @example const outcome = await pollExecution(() => callPaymentApi({ method: 'GET', url, token }));
 */
export async function pollExecution(poll: () => Promise<ApiResult>, sleep: Sleep = realSleep, mode: PollMode = 'authorize'): Promise<PaymentOutcome> {
  let state = initialPollState(mode);
  try {
    await sleep(POLL_INITIAL_DELAY_MS);
    for (;;) {
      const decision = decidePoll(state, await poll());
      if (decision.kind === 'done') return decision.outcome;
      state = decision.state;
      await sleep(decision.delayMs);
    }
  } catch (error) {
    return thrownFailure('poll', error);
  }
}
