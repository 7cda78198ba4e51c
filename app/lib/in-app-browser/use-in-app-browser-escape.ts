/**
 * The in-app browser escape as a hook for the landing and the quiz. Its code (user-agent reading,
 * the redirect service's links) loads after the screen paints, off their first load (issue 13);
 * the escape is a redirect of a page already on screen, so it loses nothing by waiting one fetch.
 */
import { useEffect } from 'react';
import type { EscapeEnvironment } from './escape';

const loadEscape = () => import('./escape');

/** Runs the escape once per mount: replaces the location (no history entry) when there is a target. */
export function useInAppBrowserEscape(isLandingOrQuiz: boolean, environment?: EscapeEnvironment): void {
  useEffect(() => {
    let mounted = true;
    loadEscape().then(
      ({ escapeInAppBrowser }) => {
        if (mounted) escapeInAppBrowser(isLandingOrQuiz, environment);
      },
      (error: unknown) => console.error('[in-app-browser] the escape code did not load', error),
    );
    return () => {
      mounted = false;
    };
  }, [isLandingOrQuiz, environment]);
}
