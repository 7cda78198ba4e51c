import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { imagesToPreload, preloadImages } from '../lib/preload-images';

/** The product routes' shell: preloads the images the current route calls for, then renders the route. */
export function ImagePreloader() {
  const { pathname } = useLocation();
  useEffect(() => {
    void preloadImages(imagesToPreload(pathname));
  }, [pathname]);
  return <Outlet />;
}
