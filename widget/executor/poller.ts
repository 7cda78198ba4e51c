import { POLL_INITIAL_DELAY_MS } from '../constants';
import type { ApiResult } from '../http/payment-api';
import { decidePoll, INITIAL_POLL_STATE, type PaymentOutcome } from './poll-decision';

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The timer driver around decidePoll: waits the initial delay, then polls until a decision is
 * final. `poll` and `sleep` are injected so tests drive it with fake timers and scripted answers.
 */
export async function pollExecution(poll: () => Promise<ApiResult>, sleep: Sleep = realSleep): Promise<PaymentOutcome> {
  let state = INITIAL_POLL_STATE;
  await sleep(POLL_INITIAL_DELAY_MS);
  for (;;) {
    const decision = decidePoll(state, await poll());
    if (decision.kind === 'done') return decision.outcome;
    state = decision.state;
    await sleep(decision.delayMs);
  }
}
