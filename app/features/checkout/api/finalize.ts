import { minLength, object, pipe, string, type InferOutput } from 'valibot';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';
import { valibotParser } from '../../../lib/valibot-parser';
import { subscriptionAttribution } from '../../../lib/tracking/subscription-attribution';

/** The user report record the service answers (simulator/service/finalize.ts). */
export const FinalizeResponse = object({ id: pipe(string(), minLength(1)), email: string(), plan_id: string(), status: string() });
export type FinalizeRecord = InferOutput<typeof FinalizeResponse>;

export interface FinalizeInput {
  readonly subscriptionId: string;
  readonly email: string;
  /** The signed-in user's uid, when one is signed in. */
  readonly firebaseId?: string;
}

/**
 * POST /subs/finalize: closes a redirect payment flow with the signed-in user (app-spec section 4).
 * The service trusts the user only from the ID token; Firebase is imported here, at call time, so
 * the checkout's first load stays without it.
 */
export async function finalizeSubscription(input: FinalizeInput): Promise<FinalizeRecord> {
  const { currentIdToken } = await import('../../../lib/auth/id-token');
  const { uid, idToken } = await currentIdToken();
  const attribution = await subscriptionAttribution();
  return fetchJson(`${appConfig().serviceOrigin}/subs/finalize`, valibotParser(FinalizeResponse), {
    method: 'POST',
    headers: { 'Idempotency-Key': `finalize-${input.subscriptionId}`, 'x-id-token': idToken },
    body: JSON.stringify({
      subscription_id: input.subscriptionId,
      email: input.email,
      attribution,
      firebase_id: input.firebaseId ?? uid,
    }),
  });
}
