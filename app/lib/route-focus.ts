/**
 * A client-side navigation announces the page it arrives at (issue 45): see announce-page.ts, which
 * these hooks load on the first navigation, off the first page's load.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Announces the page each time `key` changes after the first render: the router's path, or the step of a
 * page whose steps share one path (the quiz's questions and its email step).
 */
export function useAnnounceOnChange(key: string): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = key;
    if (previous === null || previous === key) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./announce-page').then(({ announcePage }) => {
      if (!cancelled) stop = announcePage();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key]);
}

/** The router's part: every change of path after the first page. */
export function useAnnounceRouteChange(): void {
  useAnnounceOnChange(useLocation().pathname);
}
