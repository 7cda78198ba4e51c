/** Timer drivers of the redirect methods around the pure decisions (pure so property tests drive them with fake timers): injectable poll, sleep and navigation. */
import { REDIRECT_FAILURE_FALLBACK_MS } from '../constants';
import type { ApiResult } from '../http/payment-api';
import { thrownFailure } from '../executor/call-failures';
import { failure, type PaymentOutcome } from '../executor/outcome';
import type { Sleep } from '../executor/poller';
import { decideInstantPaymentPoll, firstStep, INSTANT_PAYMENT_TIMED_OUT, isTimeOut } from './instant-payment-decision';

/**
 * Polls the authorization result of an instant payment until success, failure or the 750000 ms
 * time-out, counted on `now` (the page's clock, which Playwright's fake clock drives) from the call,
 * made as the popup opens. `stopped` (the popup's close button) ends it at once, even mid-wait. Never rejects.
 */
export async function pollInstantPayment(
  poll: () => Promise<ApiResult>,
  sleep: Sleep,
  stopped: Promise<PaymentOutcome> = new Promise(() => {}),
  now: () => number = Date.now,
): Promise<PaymentOutcome> {
  let stop: PaymentOutcome | null = null;
  const stopping = stopped.then((outcome) => {
    stop = outcome;
    return outcome;
  });
  const run = async (): Promise<PaymentOutcome> => {
    let step = firstStep(now());
    for (;;) {
      if (step.kind === 'done') return step.outcome;
      await sleep(step.delayMs);
      if (stop) return stop;
      if (isTimeOut(step.state, now())) return INSTANT_PAYMENT_TIMED_OUT;
      const answer = await poll();
      step = decideInstantPaymentPoll(step.state, answer, now());
    }
  };
  try {
    return await Promise.race([run(), stopping]);
  } catch (error) {
    return thrownFailure('authorization result', error);
  }
}

/**
 * Other redirect methods: navigate to the link and fail after 30000 ms if this page is still there
 * (the navigation never took over, e.g. an app link nobody handles).
 */
export async function navigateAndWait(link: string | null, navigate: (url: string) => void, sleep: Sleep): Promise<PaymentOutcome> {
  if (!link) return failure('AUTHORIZATION_ERROR', 'generic redirect: the pay answer has no redirect link');
  navigate(link);
  await sleep(REDIRECT_FAILURE_FALLBACK_MS);
  return failure('AUTHORIZATION_ERROR', `generic redirect: still on the page ${REDIRECT_FAILURE_FALLBACK_MS} ms after navigating`);
}
