/**
 * The ad pixel (started by the tt parameter, app §1 and §9 in docs/spec-coverage.md) and the short-video ad
 * tracker. Their scripts come from the asset origin (the simulator's stand-ins); the pixel id from
 * tt is kept in local storage so every later funnel page keeps the pixel started.
 */
import { AD_TRACKER_SCRIPTS } from '../../../catalog/ad-events';
import { appConfig } from '../../config/env';
import { AD_EVENT_CURRENCY, adEventsFor, type AdEvent, type PurchaseDetails } from './ad-events';
import type { FunnelEventName } from '../../../catalog/funnel-events';
import { STORAGE_KEYS } from './constants';

/** The ad tracking parameter of app §9 in docs/spec-coverage.md. */
export const AD_TRACKING_PARAM = 'tt';
const PIXEL_ID = /^[\w-]{1,100}$/;

interface AdPixel {
  (command: 'init', pixelId: string): void;
  (command: 'track', event: string, params?: { value: number; currency: string }): void;
}
interface ShortVideoTracker {
  load(pixelId: string): void;
  track(event: string, params?: { value: number; currency: string }): void;
}
declare global {
  interface Window {
    adPixel?: AdPixel;
    shortVideoTracker?: ShortVideoTracker;
  }
}

/** The pixel id: tt of this page (then remembered), else the remembered one, else null. */
export function adPixelId(pageUrl: string, storage: Pick<Storage, 'getItem' | 'setItem'>): string | null {
  const fromUrl = new URL(pageUrl).searchParams.get(AD_TRACKING_PARAM)?.trim() ?? '';
  if (PIXEL_ID.test(fromUrl)) {
    storage.setItem(STORAGE_KEYS.adPixelId, fromUrl);
    return fromUrl;
  }
  const stored = storage.getItem(STORAGE_KEYS.adPixelId);
  return stored !== null && PIXEL_ID.test(stored) ? stored : null;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

let started: Promise<boolean> | null = null;

/** Starts both trackers once per page load when a pixel id is known (tt of `pageUrl`, else remembered); resolves whether they run. Never throws. */
export function startAdTrackers(pageUrl: string = window.location.href): Promise<boolean> {
  if (started) return started;
  let pixelId: string | null;
  try {
    pixelId = adPixelId(pageUrl, localStorage);
  } catch {
    pixelId = null; // storage blocked: only a tt on this very page could start the pixel, and it did not parse
  }
  if (pixelId === null) return Promise.resolve(false);
  const id = pixelId;
  const { assetOrigin } = appConfig();
  started = Promise.all([loadScript(`${assetOrigin}${AD_TRACKER_SCRIPTS['ad-pixel']}`), loadScript(`${assetOrigin}${AD_TRACKER_SCRIPTS['short-video']}`)])
    .then(() => {
      window.adPixel?.('init', id);
      window.shortVideoTracker?.load(id);
      return true;
    })
    .catch((error: unknown) => {
      console.error('[tracking] ad pixel init failed', error); // app §8 in docs/spec-coverage.md: logged, the funnel goes on
      return false;
    });
  return started;
}

/** Sends the ad events to both trackers, when they were started. */
export async function sendAdEvents(events: readonly AdEvent[]): Promise<void> {
  if (events.length === 0 || !(await startAdTrackers())) return;
  for (const { name, value } of events) {
    const params = value === undefined ? undefined : { value, currency: AD_EVENT_CURRENCY };
    window.adPixel?.('track', name, params);
    window.shortVideoTracker?.track(name, params);
  }
}

/**
 * What trackFunnelEvent hands over: start the trackers, and send what `event` means to them (null: wmq is off, send nothing).
 * @public called on the lazily imported module (track-event.ts), which knip cannot follow.
 */
export async function forward(event: FunnelEventName | null, purchase: PurchaseDetails | undefined, pageUrl: string = window.location.href): Promise<void> {
  if (await startAdTrackers(pageUrl)) await sendAdEvents(event === null ? [] : adEventsFor(event, purchase));
}
