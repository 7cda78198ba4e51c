/**
 * The redirect method's pure decision (widget §4 in docs/spec-coverage.md): what the pay call's answer means.
 * Success is done; pending needs a redirect link (the instant-payment popup or a page navigation);
 * anything else fails with AUTHORIZATION_ERROR. Never fails open.
 */
import { failure, type PaymentOutcome } from '../../executor/outcome';
import type { PayAnswer } from '../../executor/pay';

export type RedirectDecision =
  | Extract<PaymentOutcome, { kind: 'success' | 'failure' }>
  | { readonly kind: 'redirect'; readonly link: string; readonly executionLink: string | null };

export function decidePayAnswer(answer: PayAnswer): RedirectDecision {
  if (answer.code === 'authorizeSuccessful') return { kind: 'success' };
  if (answer.code !== 'authorizePending') return failure('AUTHORIZATION_ERROR', `generic redirect: pay answered ${answer.code}`);
  if (!answer.redirectLink) return failure('AUTHORIZATION_ERROR', 'generic redirect: the pay answer has no redirect link');
  return { kind: 'redirect', link: answer.redirectLink, executionLink: answer.executionLink };
}
