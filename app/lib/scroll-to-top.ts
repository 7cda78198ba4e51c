/**
 * A page opened by a link or a redirect starts at its top (issue 31: an article opened from a
 * scrolled list opened part-way down). Back and forward (POP) keep the browser's own scroll
 * restoration. The BrowserRouter has no <ScrollRestoration> (that needs a data router), hence this.
 */
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}
