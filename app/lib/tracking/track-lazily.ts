/**
 * Funnel events from the landing and the quiz, whose first load leaves the tracking code out
 * (issue 13): `useTrackingCode()` fetches it once the screen has painted, and every event goes to
 * trackFunnelEvent in the order it happened: at once when the code is here, else when it arrives.
 * Tracking never breaks the funnel: code that fails to load is logged and fetched again next time.
 */
import { useEffect } from 'react';
import type * as Tracking from './track-event';

type TrackArgs = Parameters<typeof Tracking.trackFunnelEvent>;

let tracking: typeof Tracking | null = null;
let loading: Promise<typeof Tracking | null> | null = null;

function loadTracking(): Promise<typeof Tracking | null> {
  loading ??= import('./track-event').then(
    (module) => (tracking = module),
    (error: unknown) => {
      console.error('[tracking] the tracking code did not load', error);
      loading = null;
      return null;
    },
  );
  return loading;
}

/** trackFunnelEvent, for screens that do not load the tracking code up front: the event keeps the address of the page it happened on. */
export function trackFunnelEventLazily(event: TrackArgs[0], purchase?: TrackArgs[1]): Promise<void> {
  const pageUrl = window.location.href;
  if (tracking) return tracking.trackFunnelEvent(event, purchase, pageUrl);
  return loadTracking().then((module) => module?.trackFunnelEvent(event, purchase, pageUrl));
}

/** Fetches the tracking code after the screen's first paint, so later events are sent as they happen (with that page's address). */
export function useTrackingCode(): void {
  useEffect(() => {
    void loadTracking();
  }, []);
}
