/**
 * POST /subs/finalize with the signed-in user's ID token (contracts/finalize.ts): links a purchase made
 * with an email to the account, after a redirect payment flow (checkout) or on activation (sign-in).
 * The one client of that call in the app. Linking is idempotent per purchase and account: the service
 * answers the same record to every ask, so the key names the purchase, the account and the exact
 * request (a retry of this tab replays; the emailed link opened in another tab asks on its own), and a
 * request still in flight is asked again. No idempotency message ever reaches the shopper.
 */
import { FINALIZE_PATH, FinalizeResponse, type FinalizeRequest } from '../../contracts/finalize';
import { appConfig } from '../config/env';
import { fetchJson, HttpError } from './fetch-json';
import { signedInBuyer } from './auth/signed-in-buyer';
import { subscriptionAttribution } from './tracking/subscription-attribution';

export type LinkedPurchase = FinalizeResponse;

/** How often, and how long apart, a link whose first ask is still running is asked again. */
const IN_FLIGHT_RETRIES = 3;
const IN_FLIGHT_WAIT_MS = 400;

const codeOf = (error: unknown): string | null =>
  error instanceof HttpError && typeof error.body === 'object' && error.body !== null && 'code' in error.body && typeof error.body.code === 'string' ? error.body.code : null;

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Thrown instead of an idempotency problem: the caller shows its own message ('Finalize error'). */
export class LinkNotConfirmedError extends Error {
  override readonly name = 'LinkNotConfirmedError';
}

export async function linkPurchase(purchase: { readonly subscriptionId: string; readonly email: string }, wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))): Promise<LinkedPurchase> {
  const [buyer, attribution] = await Promise.all([signedInBuyer(), subscriptionAttribution()]);
  if (!buyer) throw new Error('Nobody is signed in: a purchase is linked to a signed-in account only.');
  const body = JSON.stringify({ subscription_id: purchase.subscriptionId, email: purchase.email, attribution, ...buyer.ref } satisfies FinalizeRequest);
  const key = `link-${purchase.subscriptionId}-${await digest(body)}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchJson(`${appConfig().serviceOrigin}${FINALIZE_PATH}`, FinalizeResponse, {
        method: 'POST',
        headers: { 'x-id-token': buyer.idToken, 'Idempotency-Key': key },
        body,
      });
    } catch (error) {
      const code = codeOf(error);
      if (code === 'idempotency-key-in-flight' && attempt < IN_FLIGHT_RETRIES) {
        await wait(IN_FLIGHT_WAIT_MS);
        continue;
      }
      if (code?.startsWith('idempotency-')) throw new LinkNotConfirmedError(`The link of ${purchase.subscriptionId} was not confirmed (${code})`, { cause: error });
      throw error;
    }
  }
}

/**
 * Finishes a purchase a redirect payment's return names (issue 26, point 4): a signed-in buyer links
 * it to their account (linkPurchase); an anonymous one confirms it without an ID token, bringing the
 * attribution this browser holds, and nothing is linked (`linked: false`).
 */
export async function finalizePurchase(purchase: { readonly subscriptionId: string; readonly email: string }): Promise<LinkedPurchase> {
  const [buyer, attribution] = await Promise.all([signedInBuyer(), subscriptionAttribution()]);
  if (buyer) return linkPurchase(purchase);
  const body = JSON.stringify({ subscription_id: purchase.subscriptionId, email: purchase.email, attribution } satisfies FinalizeRequest);
  return fetchJson(`${appConfig().serviceOrigin}${FINALIZE_PATH}`, FinalizeResponse, { method: 'POST', body });
}
