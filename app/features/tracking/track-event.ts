/**
 * Funnel event tracking (app-spec section 4): events go to the product's own POST /event with the
 * attribution context, and only when the visit carries wmq=1. Tracking never breaks the funnel:
 * failures are logged, never thrown.
 */
import { number, object, string, union } from 'valibot';
import { fetchJson } from '../../lib/fetch-json';
import { valibotParser } from '../../lib/valibot-parser';
import { buildAttributionContext, rememberArrival, rememberAttribution } from './attribution';
import { storedLocation } from '../quiz/location';
import type { FunnelEventName } from './funnel-events';

const TRACKING_PARAM = 'wmq';
const TRACKING_ON = '1';

const RemoteAddr = valibotParser(object({ ip: string(), country: string() }));
const Recorded = valibotParser(object({ id: union([string(), number()]) }));

let client: Promise<{ ip: string; country: string } | null> | null = null;
/** Events are sent one after another, so the server records them in the order the funnel fired them. */
let queue: Promise<void> = Promise.resolve();

/** The /remote-addr answer, fetched once per page load. */
function remoteAddr(): Promise<{ ip: string; country: string } | null> {
  // The quiz's location lookup may already have the answer for this session.
  const known = storedLocation();
  if (known) return Promise.resolve(known);
  client ??= fetchJson('/remote-addr', RemoteAddr).catch((error: unknown) => {
    console.error('[tracking] /remote-addr failed', error);
    return null;
  });
  return client;
}

export function isTrackingEnabled(search: string): boolean {
  return new URLSearchParams(search).get(TRACKING_PARAM) === TRACKING_ON;
}

/** Sends one funnel event when wmq=1 is on the current URL; resolves (after earlier events) whether or not it was sent. */
export function trackFunnelEvent(event: FunnelEventName): Promise<void> {
  try {
    rememberArrival(window.location.href, document.referrer, localStorage);
  } catch (error) {
    console.error('[tracking] could not save the referrer and mobile id', error); // storage may be blocked
  }
  if (!isTrackingEnabled(window.location.search)) return Promise.resolve();
  // The page address and storage are read now, when the event happens, not when its turn comes.
  const url = window.location.href;
  queue = queue.then(() => send(event, url));
  return queue;
}

async function send(event: FunnelEventName, url: string): Promise<void> {
  try {
    const ipData = await remoteAddr();
    const input = {
      url,
      cookies: document.cookie,
      storage: localStorage,
      referrer: document.referrer,
      userAgent: navigator.userAgent,
      client: ipData,
      now: Date.now(),
      random: Math.random,
    };
    const context = buildAttributionContext(input);
    rememberAttribution(input, context);
    await fetchJson('/event', Recorded, {
      method: 'POST',
      headers: { 'cf-track': context.pid },
      body: JSON.stringify({ event, userAgent: navigator.userAgent, campaign: context, ip: ipData?.ip ?? '', country: ipData?.country ?? '' }),
    });
  } catch (error) {
    console.error(`[tracking] ${event} was not recorded`, error);
  }
}
