import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { imagesToPreload, preloadImages } from '../lib/preload-images';
import { Placeholder } from './Placeholder';
import { RouteErrorBoundary } from './RouteError';

/**
 * The product routes' shell: preloads the images the current route calls for, then renders the
 * route, with the empty placeholder while its screen loads and the router fallback when it fails.
 */
export function ImagePreloader() {
  const { pathname } = useLocation();
  useEffect(() => {
    void preloadImages(imagesToPreload(pathname));
  }, [pathname]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<Placeholder />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
