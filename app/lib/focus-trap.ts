/**
 * Holds keyboard focus in a modal dialog: everything outside it is inert while it is open, Tab and
 * Shift+Tab cycle inside it (through cross-origin frames too, by two focusable guards either side; the
 * card frame says when Tab leaves it), Escape closes it, and on release focus goes back to the control
 * that opened it. Dialogs stack: the widget's 3-D Secure window opened above makes this one inert.
 */
import { CARD_FRAME_FOCUS_EVENTS } from '../../widget';

type FocusEdge = 'first' | 'last';

interface FocusTrap {
  /** Ends the trap: the background is live again and focus returns to the opener. Safe to call twice. */
  release(): void;
}

const GUARD = 'data-mm-focus-guard';

/** Not disabled, hidden or inert: focus can go there. */
const usable = (el: HTMLElement | null | undefined): el is HTMLElement => !!el && el.isConnected && !(el as HTMLButtonElement).disabled && !el.closest('[hidden],[inert]');

/** The elements Tab stops at inside `scope`, in order; of a radio group only its checked radio (else its first). */
export function tabbables(scope: HTMLElement): HTMLElement[] {
  const all = Array.from(scope.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,iframe,[tabindex]')).filter(
    // checkVisibility is missing in jsdom: there an element not hidden counts as shown.
    (el) => el.tabIndex >= 0 && usable(el) && !el.hasAttribute(GUARD) && (el.checkVisibility?.() ?? true),
  );
  return all.filter((el) => {
    const radio = el as HTMLInputElement;
    if (radio.type !== 'radio' || !radio.name) return true;
    const group = all.filter((other) => (other as HTMLInputElement).type === 'radio' && (other as HTMLInputElement).name === radio.name) as HTMLInputElement[];
    return (group.find((r) => r.checked) ?? group[0]) === el;
  });
}

/** Focuses `target`; an iframe is asked (through its host) to focus its first or last field. */
function focusInto(target: HTMLElement, edge: FocusEdge): void {
  target.focus();
  if (target.tagName === 'IFRAME') target.dispatchEvent(new CustomEvent(CARD_FRAME_FOCUS_EVENTS.edge, { detail: edge }));
}

/** The element after (or before) `from` among `scope`'s tab stops, round at the ends. */
export function neighbour(scope: HTMLElement, from: HTMLElement, next: boolean): HTMLElement | undefined {
  const list = tabbables(scope);
  const [i, n] = [list.indexOf(from), list.length];
  return list[i < 0 ? (next ? 0 : n - 1) : (i + (next ? 1 : n - 1)) % n];
}

export function trapFocus(dialog: HTMLElement, options: { root?: HTMLElement; initialFocus?: HTMLElement | null; onEscape?: () => void } = {}): FocusTrap {
  const doc = dialog.ownerDocument;
  const opener = doc.activeElement as HTMLElement | null;
  // Everything beside the dialog's overlay, and beside each of its ancestors, turns inert (what already was, stays).
  const inerted: HTMLElement[] = [];
  for (let node = options.root ?? dialog; node.parentElement && node !== doc.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children) as HTMLElement[]) {
      if (sibling !== node && !sibling.hasAttribute('inert') && !/^(SCRIPT|STYLE|LINK)$/.test(sibling.tagName)) {
        sibling.toggleAttribute('inert', true);
        inerted.push(sibling);
      }
    }
  }
  // Focus reaching a guard (Tab past the last stop, Shift+Tab before the first, or out of a frame at an end) wraps round.
  const guards = [false, true].map((atEnd) => {
    const span = doc.createElement('span');
    span.tabIndex = 0;
    span.setAttribute(GUARD, '');
    span.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
    span.addEventListener('focus', () => {
      const stop = tabbables(dialog).at(atEnd ? 0 : -1);
      if (stop) focusInto(stop, atEnd ? 'first' : 'last');
      else dialog.focus();
    });
    return span;
  });
  // Beside the dialog, not in it: a framework rendering the dialog's children keeps its own order.
  dialog.before(guards[0]!);
  dialog.after(guards[1]!);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !options.onEscape) return;
    event.stopPropagation();
    options.onEscape();
  };
  dialog.addEventListener('keydown', onKey);
  // Tab left the card frame: on to the stop after (or before) it, round inside the dialog.
  const onFrameLeave = (event: Event) => {
    const frame = event.target as HTMLElement;
    const next = (event as CustomEvent<string>).detail === 'next';
    event.preventDefault();
    const target = neighbour(dialog, frame, next);
    if (target) focusInto(target, next ? 'first' : 'last');
  };
  dialog.addEventListener(CARD_FRAME_FOCUS_EVENTS.leave, onFrameLeave);
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  (options.initialFocus ?? tabbables(dialog)[0] ?? dialog).focus();

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener(CARD_FRAME_FOCUS_EVENTS.leave, onFrameLeave);
      for (const guard of guards) guard.remove();
      for (const el of inerted) el.removeAttribute('inert');
      // The opener, else the dialog this one was opened above (a 3-D Secure window over the payment modal).
      const below = Array.from(doc.querySelectorAll<HTMLElement>('[aria-modal="true"]')).filter((el) => el !== dialog && usable(el));
      [opener, below.at(-1)].find(usable)?.focus();
    },
  };
}
