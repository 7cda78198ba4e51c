/**
 * The return from a redirect payment (online banking, issue 26 point 4), written once.
 *
 * The provider sends the shopper to the merchant's return route with the execution and the page the
 * widget left from. The merchant reads the payment from the provider (never the URL's word), records
 * a paid order (the same path as the webhook, idempotent with it) and sends the shopper on to the
 * app's checkout with the return parameters of app §2 in docs/spec-coverage.md (vUserEmail, vSubscriptionId,
 * redirectUserEmail, redirectIqScore). A payment not (yet) paid goes back to the checkout with
 * `paymentResult`: `declined`, `error`, or `pending` with the execution, which the app then follows
 * on the purchase-status route until the provider's event records it.
 */
import { z } from 'zod';

export const REDIRECT_RETURN_PATH = '/subs/redirect-return';
export const PURCHASE_STATUS_PATH = '/subs/purchase-status';

/** The app's checkout parameters a return sets (app §2 in docs/spec-coverage.md, and this product's paymentResult). */
export const RETURN_PARAMS = ['vUserEmail', 'vSubscriptionId', 'redirectUserEmail', 'redirectIqScore', 'paymentResult', 'execution'] as const;

export const PAYMENT_RESULTS = ['declined', 'error', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

const ExecutionId = z.string().min(1).max(200).regex(/^[\w-]+$/, 'an execution id is letters, digits, _ and -');

/** GET /subs/redirect-return?execution=&return_to=: the provider's redirect; return_to is checked against the app's checkout. */
export const RedirectReturnQuery = z.object({
  execution: ExecutionId,
  return_to: z.string().max(4000).optional(),
});

/** GET /subs/purchase-status?execution=: where a redirect payment's purchase stands. */
export const PurchaseStatusQuery = z.object({ execution: ExecutionId });

export const PurchaseStatus = z.discriminatedUnion('state', [
  /** The provider has not decided, or its event has not reached the merchant yet. */
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('paid'), subscription_id: z.string().min(1), email: z.string().min(1) }),
  z.object({ state: z.literal('failed'), reason: z.string() }),
]);
export type PurchaseStatus = z.output<typeof PurchaseStatus>;
