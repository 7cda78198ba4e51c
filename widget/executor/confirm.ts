import { callPaymentApi } from '../http/payment-api';
import { callFailure, thrownFailure } from './call-failures';
import { parseExecutionLink } from './execution';
import { failure, type PaymentOutcome } from './outcome';
import { pollExecution, realSleep, type ExecutorDeps } from './poller';

export interface ConfirmRequest {
  /** The session token of the SDK config, sent as a bearer token. */
  readonly token: string;
  /** The confirm link the provider handed out (for example response.links.confirm.href of a pay call). */
  readonly confirmLink: string;
  /** Posted as `{ data }`, for example `{ orderId }` after a PayPal approval. */
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * Confirms a payment (widget-spec sections 4 and 7): posts `{ data }` to the confirm link with the
 * payment headers, reads links.execution, then polls until the first authorizeSuccessful or
 * authorizeFailed newer than the latest confirmRequested. Pending statuses do not end it. Never throws.
 * @example const outcome = await confirmAndPoll({ token, confirmLink, data: { orderId } });
 */
export async function confirmAndPoll(input: ConfirmRequest, deps: ExecutorDeps = {}): Promise<PaymentOutcome> {
  const fetchImpl = deps.fetch ?? fetch;
  try {
    const answer = await callPaymentApi({ method: 'POST', url: input.confirmLink, token: input.token, body: { data: input.data } }, fetchImpl);
    if (answer.kind !== 'ok') return callFailure('confirm', answer);
    const parsed = parseExecutionLink(answer.body, 'confirm');
    if (!parsed.ok) return failure('AUTHORIZATION_ERROR', `confirm: ${parsed.reason}`);
    const { executionLink } = parsed.value;
    return await pollExecution(() => callPaymentApi({ method: 'GET', url: executionLink, token: input.token }, fetchImpl), deps.sleep ?? realSleep, 'confirm');
  } catch (error) {
    return thrownFailure('confirm', error);
  }
}
