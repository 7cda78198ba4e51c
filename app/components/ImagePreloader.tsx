import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { imagesToPreload, preloadImages } from '../lib/preload-images';
import { replayEarlyInput } from '../prerender/early-input';
import { Placeholder } from './Placeholder';
import { RouteErrorBoundary } from './RouteError';

/**
 * Replays the click a visitor made on a prerendered page before the app ran (prerender/early-input.ts).
 * It sits inside the route's boundary, which hydrates after the root: its effect runs once the
 * screen's controls are live. Renders nothing.
 */
function EarlyInputReplay(): null {
  useEffect(() => replayEarlyInput(), []);
  return null;
}

/**
 * The product routes' shell: preloads the images the current route calls for, then renders the
 * route, with the empty placeholder while its screen loads and the router fallback when it fails.
 */
export function ImagePreloader() {
  const { pathname, search } = useLocation();
  // <html lang dir> follow the shopper's language on every product page (issue 33), prerendered ones once
  // hydrated: loaded after the page, so the language rules stay out of every page's first load.
  useEffect(() => {
    void import('../lib/i18n/document-language').then((language) => language.applyDocumentLanguage(search));
  }, [search]);
  useEffect(() => {
    void preloadImages(imagesToPreload(pathname));
  }, [pathname]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<Placeholder />}>
        <Outlet />
        <EarlyInputReplay />
      </Suspense>
    </RouteErrorBoundary>
  );
}
