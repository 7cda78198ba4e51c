/**
 * The merchant's side of a redirect payment's return (issue 26, point 4; contracts/redirect-return.ts).
 *
 * GET /subs/redirect-return: the provider sends the shopper here after the bank page. The merchant
 * asks the provider how the payment stands (the URL's word is never enough), records a paid order on
 * the same path as the webhook (recordPaidOrder, `bank-return`: whichever comes first records it,
 * the other finds it) and sends the shopper to the app's checkout with the return parameters of app §2 in docs/spec-coverage.md,
 * so the app finalizes and moves on to the offers. A declined, failed or still pending
 * payment goes back to the checkout with `paymentResult`, the shopper's email and the page's own
 * parameters (plan, QA's scenario) kept.
 *
 * GET /subs/purchase-status: the app's 'Payment pending' screen asks here until the provider's
 * event records the purchase. It reads only: the webhook (or a later return) records.
 */
import type { RequestHandler } from 'express';
import { type PurchaseStatus, PurchaseStatusQuery, RedirectReturnQuery, RETURN_PARAMS, type PaymentResult } from '../../../contracts/redirect-return';
import { Problem } from '../../platform/http/problem';
import type { ProviderPayment } from '../../payment-provider/client';
import type { PurchaseOrder } from '../store/purchase-orders';
import { recordPaidOrder, type PaidOrderDeps } from './first-charge';

export interface RedirectReturnDeps extends PaidOrderDeps {
  /** The app's checkout page (app origin, product prefix, subscription route): the only place a return leads. */
  readonly checkoutUrl: string;
  /** The IQ score of a scored funnel quiz attempt, or null. */
  readonly iqScoreOf: (attemptId: string) => number | null;
}

/** The checkout page the widget left from, when it is the app's checkout; else the plain checkout. Old return parameters are dropped. */
export function checkoutTarget(checkoutUrl: string, returnTo: string | undefined): URL {
  const base = new URL(checkoutUrl);
  if (!returnTo || !URL.canParse(returnTo)) return base;
  const url = new URL(returnTo);
  if (url.origin !== base.origin || url.pathname.replace(/\/$/, '') !== base.pathname.replace(/\/$/, '')) return base;
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url;
}

function purchaseOf(deps: RedirectReturnDeps, executionId: string, locals: Record<string, unknown>): { order: PurchaseOrder; payment: ProviderPayment } {
  const order = deps.orders.byExecution(executionId);
  const payment = order && deps.provider.payment(executionId);
  if (!order || !payment) throw new Problem('not-found', 'No purchase of this shop has this execution.');
  locals.session = payment.journalHandle;
  return { order, payment };
}

type Settled = { readonly kind: 'paid'; readonly subscriptionId: string; readonly email: string } | { readonly kind: PaymentResult };

/** Records the order when the provider authorized it; otherwise says why the shopper goes back to the checkout. */
function settle(deps: RedirectReturnDeps, payment: ProviderPayment): Settled {
  if (payment.status === 'failed') return { kind: 'declined' };
  if (payment.status === 'pending') return { kind: 'pending' };
  const outcome = recordPaidOrder(deps, payment.executionId, 'bank-return');
  if (outcome.kind === 'recorded' || outcome.kind === 'found') return { kind: 'paid', subscriptionId: outcome.subscription.id, email: outcome.subscription.email };
  // A scripted backend failure, a voided charge or a refused duplicate: nothing was bought here.
  return { kind: 'error' };
}

export function redirectReturnHandler(deps: RedirectReturnDeps): RequestHandler {
  return (req, res) => {
    const query = RedirectReturnQuery.parse(req.query);
    const { order, payment } = purchaseOf(deps, query.execution, res.locals);
    const target = checkoutTarget(deps.checkoutUrl, query.return_to);
    const email = order.email ?? payment.email;
    if (email) target.searchParams.set('redirectUserEmail', email);
    const score = order.quiz_attempt_id ? deps.iqScoreOf(order.quiz_attempt_id) : null;
    if (score !== null) target.searchParams.set('redirectIqScore', String(Math.round(score)));
    const settled = settle(deps, payment);
    if (settled.kind === 'paid') {
      target.searchParams.set('vUserEmail', settled.email);
      target.searchParams.set('vSubscriptionId', settled.subscriptionId);
    } else {
      target.searchParams.set('paymentResult', settled.kind);
      if (settled.kind === 'pending') target.searchParams.set('execution', payment.executionId);
    }
    res.redirect(303, target.toString());
  };
}

export function purchaseStatusHandler(deps: RedirectReturnDeps): RequestHandler {
  return (req, res) => {
    const { execution } = PurchaseStatusQuery.parse(req.query);
    const { payment } = purchaseOf(deps, execution, res.locals);
    const recorded = deps.subscriptions.byExecution(execution);
    let answer: PurchaseStatus;
    if (recorded) answer = { state: 'paid', subscription_id: recorded.id, email: recorded.email };
    else if (payment.status === 'failed') answer = { state: 'failed', reason: 'The bank declined the payment.' };
    else if (payment.chargeStatus === 'voided') answer = { state: 'failed', reason: 'The payment was voided and the money returned.' };
    else answer = { state: 'pending' };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  };
}
