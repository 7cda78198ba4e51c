import { useEffect, useRef, type RefObject } from 'react';
import { trapFocus } from './focus-trap';

/**
 * Makes the element in `dialog` a modal dialog while mounted: the page behind is inert, Tab and Shift+Tab
 * cycle inside it (the card frame included), Escape calls `onEscape` from anywhere inside, and focus goes
 * back to the control that opened it. `initialFocus` (else the first control) takes focus on opening.
 */
export function useModalDialog(dialog: RefObject<HTMLElement | null>, options: { onEscape: () => void; initialFocus?: RefObject<HTMLElement | null> }): void {
  // Read through a ref: a new callback each render must not re-open the trap (focus would jump back).
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const trap = trapFocus(element, {
      root: element.parentElement ?? element,
      initialFocus: latest.current.initialFocus?.current ?? null,
      onEscape: () => latest.current.onEscape(),
    });
    return () => trap.release();
  }, [dialog]);
}
