/**
 * POST /subs/finalize (app §4 and §7 in docs/spec-coverage.md), written once: the service parses the request with
 * FinalizeRequest and answers a FinalizeResponse; the app sends the one and parses the other. It links
 * a purchase to the signed-in account named by the verified ID token, idempotently per purchase and
 * account: asking again, from any tab, answers the same record.
 */
import { z } from 'zod';
import { Attribution } from './subscriptions';

export const FINALIZE_PATH = '/subs/finalize';

/** The user is the verified token's; firebase_id / apple_token name it too (the service checks firebase_id against the token). */
export const FinalizeRequest = z.object({
  subscription_id: z.string().min(1).max(200),
  email: z.email(),
  firebase_id: z.string().max(200).optional(),
  apple_token: z.string().max(4000).optional(),
  attribution: Attribution,
});
export type FinalizeRequest = z.input<typeof FinalizeRequest>;

/**
 * The user report record of the purchase: linked to the signed-in account (`linked: true`), or, for
 * an anonymous shopper back from a redirect payment (issue 26), confirmed without an account.
 */
export const FinalizeResponse = z.object({
  id: z.string().min(1),
  email: z.string(),
  plan_id: z.string(),
  status: z.string(),
  linked: z.boolean(),
  finalized_at: z.string().nullable(),
});
export type FinalizeResponse = z.output<typeof FinalizeResponse>;
