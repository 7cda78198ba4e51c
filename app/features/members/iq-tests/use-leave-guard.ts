/**
 * Warns before a timed test is left (issue 31). Closing or reloading the tab, or typing another
 * address, gets the browser's own "Leave site?" prompt (beforeunload); a link inside the app is held
 * back and handed to the page, which asks in its own dialog and then goes on or stays. The app uses a
 * BrowserRouter, where react-router's useBlocker is not available, hence the capture-phase listener:
 * it runs before react-router's Link handler and stops it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LeaveGuard {
  /** Where a held-back link was going, while the page asks. */
  readonly pending: string | null;
  stay(): void;
  leave(): void;
}

export function useLeaveGuard(active: boolean): LeaveGuard {
  const [pending, setPending] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      // Another origin is a full page load: beforeunload asks for that one.
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    if (pending === null) return;
    setPending(null);
    void navigate(pending);
  }, [navigate, pending]);
  return { pending, stay, leave };
}
