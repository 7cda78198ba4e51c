/**
 * The payment provider's refund call (issue 29, point 1), server to server: the merchant asks with
 * its secret API key and an Idempotency-Key; the same key answers the same refund, never a second
 * one. The outcome also reaches the merchant as a signed webhook event (charge.refunded or
 * charge.refund_failed). Written once for the provider's route, its client and the OpenAPI document.
 */
import { z } from 'zod';

export const REFUNDS_PATH = '/provider/refunds';

/** Why the merchant refunds: the buyer withdrew from the contract (CRD Article 9) or asked otherwise. */
export const REFUND_REASONS = ['withdrawal', 'requested-by-customer'] as const;

/** Why a refund failed, as the issuer answers it. */
export const REFUND_FAILURE_REASONS = ['card-closed', 'processor-declined'] as const;

/** The refund's Idempotency-Key header: 1 to 255 visible ASCII characters, for the route and the document alike. */
export const RefundIdempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** A whole charge is refunded: the provider knows its amount. */
export const RefundRequest = z.strictObject({
  charge: z.string().min(1).max(200),
  reason: z.enum(REFUND_REASONS),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

export const Refund = z.object({
  id: z.string(),
  charge: z.string(),
  amount: z.object({ value: z.string(), currency: z.string() }),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(['succeeded', 'failed']),
  failure_reason: z.enum(REFUND_FAILURE_REASONS).nullable(),
  /** Epoch milliseconds. */
  created: z.number().int(),
});
export type Refund = z.infer<typeof Refund>;
