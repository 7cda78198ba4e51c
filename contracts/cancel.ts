/**
 * Request and response schemas of the cancel calls of app-spec section 7, shared by the app's API
 * modules (app/features/cancel/api) and the simulator's handlers (simulator/cancel).
 */
import { z } from 'zod';

const Email = z.email().max(320);
/** Six digits; spaces a person may type between them are dropped. */
export const CancelCode = z
  .string()
  .max(20)
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The code is the 6 digits from the email.'));

/**
 * POST /api/cancel-request. Without `code`: sends a one-time code to `email`. With `code`: cancels
 * the subscriptions of `email`. `host` names the page the email links back to (only the app's own
 * host is honoured); `emailing` false skips the confirmation email; `inAppUnsubscribe` says the
 * request came from inside the signed-in app.
 */
export const CancelRequestBody = z.strictObject({
  email: Email,
  code: CancelCode.optional(),
  host: z.string().max(253).optional(),
  emailing: z.boolean().optional(),
  inAppUnsubscribe: z.boolean().optional(),
});
export type CancelRequestBody = z.input<typeof CancelRequestBody>;

/** The same answer for every address, customer or not (no account discovery). */
export const CodeSentResponse = z.object({ status: z.literal('code-sent'), expiresInMinutes: z.number() });

export const CancelledSubscription = z.object({
  id: z.string(),
  planName: z.string(),
  /** ISO time: access lasts until then (the end of the paid period), or ended now when `endedNow`. */
  accessUntil: z.string(),
  endedNow: z.boolean(),
});
export type CancelledSubscription = z.infer<typeof CancelledSubscription>;

export const CancelledResponse = z.object({ status: z.literal('cancelled'), subscriptions: z.array(CancelledSubscription) });
export type CancelledResponse = z.infer<typeof CancelledResponse>;

/** POST /{product}/api/cancel, signed in (x-id-token): one subscription by id, with the optional reason. */
export const CancelBody = z.strictObject({
  id: z.string().min(1).max(200),
  reason: z.string().max(500).optional(),
});
export type CancelBody = z.input<typeof CancelBody>;

/** POST /api/cancel-subscription/{content}: `content` is the `{code id}.{code}` the code email's link carries. */
export const CancelLinkContent = z
  .string()
  .max(120)
  .regex(/^ccd_[0-9a-f-]{36}\.\d{6}$/, 'This cancellation link is not valid.')
  .transform((s) => {
    const [id = '', code = ''] = s.split('.');
    return { id, code };
  });

/** Problem codes the cancel calls answer with; the app maps each to its message. */
export const CANCEL_PROBLEM_CODES = ['code-invalid', 'code-expired', 'code-locked', 'too-many-requests', 'unauthorized', 'not-found', 'bad-request'] as const;
export type CancelProblemCode = (typeof CANCEL_PROBLEM_CODES)[number];
