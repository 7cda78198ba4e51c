/**
 * Request and response schemas of the cancel calls of app §7 in docs/spec-coverage.md, shared by the app's API
 * modules (app/features/cancel/api) and the simulator's handlers (simulator/merchant/cancel).
 */
import { z } from 'zod';

/** A code is this many digits, random. */
export const CANCEL_CODE_DIGITS = 6;
/** A code expires this long after it was sent. */
export const CANCEL_CODE_TTL_MINUTES = 15;
/** Wrong entries a code allows; the fifth wrong one locks it and a new code is needed. */
export const CANCEL_CODE_MAX_TRIES = 5;
/** The reason question's answer is optional and kept short. */
const CANCEL_REASON_MAX_CHARS = 500;

/** What the cancel calls say about a code: the service's problem details and the app's messages, written once. */
export const CODE_MESSAGES = {
  shape: `The code is the ${CANCEL_CODE_DIGITS} digits from the email.`,
  invalid: (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  locked: `The code was entered wrong ${CANCEL_CODE_MAX_TRIES} times. Ask for a new code.`,
  expired: `This code has expired (codes last ${CANCEL_CODE_TTL_MINUTES} minutes). Ask for a new code.`,
  linkInvalid: 'This cancellation link is not valid.',
} as const;

const Email = z.email().max(320);
/** Six digits; spaces a person may type between them are dropped. */
export const CancelCode = z
  .string()
  .max(20)
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGES.shape));

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
  /** The plan (catalog/plans.ts), for its name in the shopper's language; `planName` is its English short name. */
  planId: z.string(),
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
  reason: z.string().max(CANCEL_REASON_MAX_CHARS).optional(),
});
export type CancelBody = z.input<typeof CancelBody>;

/** POST /api/cancel-subscription/{content}: `content` is the `{code id}.{code}` the code email's link carries. */
export const CancelLinkContent = z
  .string()
  .max(120)
  .regex(/^ccd_[0-9a-f-]{36}\.\d{6}$/, CODE_MESSAGES.linkInvalid)
  .transform((s) => {
    const [id = '', code = ''] = s.split('.');
    return { id, code };
  });

