/**
 * The one "post, then poll" of widget §4 and §7 in docs/spec-coverage.md, for authorize and confirm alike: posts
 * the body with the payment headers, reads links.execution from the answer, then polls the execution
 * until the first authorizeSuccessful or authorizeFailed newer than the call's own requested status.
 * Pending statuses do not end it. Never throws: every way it can end is a PaymentOutcome.
 */
import { callPaymentApi } from '../http/payment-api';
import { callFailure, thrownFailure } from './call-failures';
import { parseExecutionLink } from './execution';
import { failure, withError, type PaymentFailure, type PaymentOutcome } from './outcome';
import { pollExecution, realSleep, type ExecutorDeps } from './poller';

export interface PostThenPoll {
  /** Which call: authorize (after authorizeRequested) or confirm (after confirmRequested). */
  readonly call: 'authorize' | 'confirm';
  /** The session token, sent as a bearer token on the post and every poll. */
  readonly token: string;
  readonly url: string;
  readonly body: unknown;
}

/** @example const outcome = await postThenPoll({ call: 'confirm', token, url: confirmLink, body: { data: { orderId } } }); */
export async function postThenPoll(request: PostThenPoll, deps: ExecutorDeps = {}): Promise<PaymentOutcome> {
  const { call, token } = request;
  const fetchImpl = deps.fetch ?? fetch;
  // widget §8 in docs/spec-coverage.md: a confirm call that fails is the executor's confirm error (a decline found by the poll is not).
  const callError = (outcome: PaymentFailure) => (call === 'confirm' ? withError('EXECUTOR_CONFIRM_FAILED', outcome) : outcome);
  let executionLink: string;
  try {
    const answer = await callPaymentApi({ method: 'POST', url: request.url, token, body: request.body }, fetchImpl);
    if (answer.kind !== 'ok') return callError(callFailure(call, answer));
    const parsed = parseExecutionLink(answer.body, call);
    if (!parsed.ok) return callError(failure('AUTHORIZATION_ERROR', `${call}: ${parsed.reason}`));
    executionLink = parsed.value.executionLink;
  } catch (error) {
    return callError(thrownFailure(call, error));
  }
  try {
    return await pollExecution(() => callPaymentApi({ method: 'GET', url: executionLink, token }, fetchImpl), deps.sleep ?? realSleep, call);
  } catch (error) {
    return thrownFailure(call, error);
  }
}
