import { useEffect, useRef } from 'react';
import type { FunnelEventName } from '../../../catalog/funnel-events';
import { trackFunnelEventLazily } from './track-lazily';

/** Tracks `event` once per mounted screen, when `ready`; the ref keeps StrictMode's double effects from sending twice. The tracking code loads on the first such event (track-lazily.ts). */
export function useTrackOnce(event: FunnelEventName, ready = true): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    void trackFunnelEventLazily(event);
  }, [event, ready]);
}
