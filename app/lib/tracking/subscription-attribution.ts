/**
 * The attribution sent with every subscription call (app §3 and §7 in docs/spec-coverage.md): the client's ip and
 * country plus the campaign data of the attribution context. Built whatever wmq says: wmq gates
 * only the funnel events, never what a purchase records.
 */
import { buildAttributionContext, rememberAttribution, type AttributionContext, type AttributionInput } from './attribution';
import { remoteAddr } from './remote-addr';

export type SubscriptionAttribution = AttributionContext & { readonly ip: string; readonly country: string };

/** Pure: the request attribution from the builder's input. */
export function subscriptionAttributionOf(input: AttributionInput): SubscriptionAttribution {
  const context = buildAttributionContext(input);
  return { ...context, ip: input.client?.ip.trim() ?? '', country: input.client?.country.trim().toUpperCase() ?? '' };
}

/** The attribution of this page, now; never throws (a failed lookup leaves ip and country empty). */
export async function subscriptionAttribution(): Promise<SubscriptionAttribution> {
  const input = {
    url: window.location.href,
    cookies: document.cookie,
    storage: localStorage,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    client: await remoteAddr(),
    now: Date.now(),
    random: Math.random,
  };
  const attribution = subscriptionAttributionOf(input);
  try {
    rememberAttribution(input, attribution);
  } catch (error) {
    console.error('[tracking] could not save the attribution ids', error); // storage may be blocked
  }
  return attribution;
}
