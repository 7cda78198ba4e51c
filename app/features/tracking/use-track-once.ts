import { useEffect, useRef } from 'react';
import type { FunnelEventName } from './funnel-events';
import { trackFunnelEvent } from './track-event';

/** Tracks `event` once per mounted screen, when `ready`; the ref keeps StrictMode's double effects from sending twice. */
export function useTrackOnce(event: FunnelEventName, ready = true): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    void trackFunnelEvent(event);
  }, [event, ready]);
}
