/**
 * An answer to a sitting the service has already closed (its clock ran out before the page's, or the
 * sitting was finished in another tab) is refused with 409 `sitting-closed`, and would be refused on
 * every retry: the page would offer "Send again" for ever. Instead the page reads the sitting's end
 * and shows it: finish on a closed sitting changes nothing and gives it back, scored or abandoned
 * (simulator/merchant/members/sitting-service.ts). Any other failure is the caller's to show.
 */
import type { AnswerRequest, Sitting } from '../../../../contracts/iq-tests';
import { HttpError } from '../../../lib/fetch-json';

export function isClosedSitting(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409 && typeof error.body === 'object' && error.body !== null && 'reason' in error.body && error.body.reason === 'sitting-closed';
}

export interface AnswerCalls {
  answer(sittingId: string, body: AnswerRequest): Promise<Sitting>;
  finish(sittingId: string): Promise<Sitting>;
}

/** Sends the answer; when the sitting turns out to be closed, its end instead. */
export async function answerOrEnd(calls: AnswerCalls, sittingId: string, body: AnswerRequest): Promise<Sitting> {
  try {
    return await calls.answer(sittingId, body);
  } catch (error) {
    if (!isClosedSitting(error)) throw error;
    return calls.finish(sittingId);
  }
}
