/**
 * POST /subs/finalize with the signed-in user's ID token: links a purchase made with an email to
 * the account (activation, app-spec section 4). The service links it only when the token's verified
 * email is the purchase's.
 */
import { z } from 'zod';
import { appConfig } from '../../../config/env';
import { currentIdToken } from '../../../lib/auth/id-token';
import { fetchJson } from '../../../lib/fetch-json';
import { subscriptionAttribution } from '../../../lib/tracking/subscription-attribution';

export const LinkPurchaseResponse = z.object({ id: z.string().min(1), email: z.string(), plan_id: z.string(), status: z.string(), linked: z.literal(true) });
export type LinkedPurchase = z.infer<typeof LinkPurchaseResponse>;

export async function linkPurchase(purchase: { readonly subscriptionId: string; readonly email: string }): Promise<LinkedPurchase> {
  const { uid, idToken } = await currentIdToken();
  const attribution = await subscriptionAttribution();
  return fetchJson(`${appConfig().serviceOrigin}/subs/finalize`, LinkPurchaseResponse, {
    method: 'POST',
    headers: { 'x-id-token': idToken, 'Idempotency-Key': `activate-${purchase.subscriptionId}` },
    body: JSON.stringify({ subscription_id: purchase.subscriptionId, email: purchase.email, firebase_id: uid, attribution }),
  });
}
