/**
 * Funnel event tracking (app §4 in docs/spec-coverage.md): events go to the product's own POST /event with the
 * attribution context, and only when the visit carries wmq=1. Tracking never breaks the funnel:
 * failures are logged, never thrown.
 */
import { number, object, string, union } from 'valibot';
import { fetchJson } from '../fetch-json';
import { valibotParser } from '../valibot-parser';
import { buildAttributionContext, rememberArrival, rememberAttribution } from './attribution';
import { remoteAddr } from './remote-addr';
import type { PurchaseDetails } from './ad-events';
import type * as AdTrackers from './ad-trackers';
import { STORAGE_KEYS } from './constants';
import type { FunnelEventName } from '../../../catalog/funnel-events';

const TRACKING_PARAM = 'wmq';
const TRACKING_ON = '1';

const Recorded = valibotParser(object({ id: union([string(), number()]) }));

/** Events are sent one after another, so the server records them in the order the funnel fired them. */
let queue: Promise<void> = Promise.resolve();

/** The ad trackers' code, loaded on a campaign visit (tt now or earlier) only: other visitors never download it. */
let adTrackers: Promise<typeof AdTrackers> | undefined;

export function isTrackingEnabled(search: string): boolean {
  return new URLSearchParams(search).get(TRACKING_PARAM) === TRACKING_ON;
}

/**
 * Sends one funnel event when wmq=1 is on the page's URL, to POST /event and, when a campaign's tt
 * started them, to the ad pixel and the short-video tracker (purchases with their value); resolves
 * (after earlier events) whether or not it was sent. `pageUrl` is the address of the page the event
 * happened on: track-lazily.ts passes the one it saw, since its code may arrive after the visitor
 * moved on (a landing left at once would lose its tt and wmq).
 */
export function trackFunnelEvent(event: FunnelEventName, purchase?: PurchaseDetails, pageUrl: string = window.location.href): Promise<void> {
  const { search } = new URL(pageUrl);
  try {
    rememberArrival(pageUrl, document.referrer, localStorage);
    if (/[?&]tt=/.test(search) || localStorage.getItem(STORAGE_KEYS.adPixelId)) adTrackers ??= import('./ad-trackers');
  } catch (error) {
    console.error('[tracking] could not save the referrer and mobile id', error); // storage may be blocked
  }
  const enabled = isTrackingEnabled(search);
  // The pixel starts on a campaign visit whatever wmq says; wmq gates the events it is sent.
  // A chunk that fails to load is logged (app §8 in docs/spec-coverage.md: ad pixel init failure is logged); the funnel goes on.
  void adTrackers?.then((t) => t.forward(enabled ? event : null, purchase, pageUrl), console.error);
  if (!enabled) return Promise.resolve();
  // The page address and storage are read now, when the event happens, not when its turn comes.
  queue = queue.then(() => send(event, pageUrl));
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
      body: JSON.stringify({ event, userAgent: navigator.userAgent, campaign: context, ip: ipData?.ip ?? '', country: ipData?.country ?? '' }),
    });
  } catch (error) {
    console.error(`[tracking] ${event} was not recorded`, error);
  }
}
