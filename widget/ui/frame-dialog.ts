import { localizedLink } from '../i18n/translator';
import { FRAME_ESCAPE } from './frame-escape';

/** A modal overlay holding one provider page in an iframe, with a close button: the 3-D Secure and redirect popups. */

export interface FrameDialogOptions {
  readonly link: string;
  /** The dialog's accessible name. */
  readonly label: string;
  readonly frameTitle: string;
  readonly closeLabel: string;
  readonly frame: { readonly width: number; readonly height: number };
  /** Fixed dialog size; the dialog wraps the frame when absent. */
  readonly popup?: { readonly width: number; readonly height: number };
  /** Extra class of the overlay and of the close button, for the popup's own layout. */
  readonly variant: '3ds' | 'redirect';
}

export interface FrameDialog {
  readonly iframe: HTMLIFrameElement;
  /** Removes the overlay; safe to call more than once. */
  remove(): void;
  /** Called once when the shopper closes the dialog (close button or Escape), after it is removed. */
  onShopperClose(listener: () => void): void;
}

export function openFrameDialog(options: FrameDialogOptions, doc: Document = document): FrameDialog {
  const overlay = doc.createElement('div');
  overlay.className = options.variant === 'redirect' ? 'mm-3ds-overlay mm-redirect-overlay' : 'mm-3ds-overlay';
  const dialog = doc.createElement('div');
  dialog.className = 'mm-3ds-popup';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', options.label);
  if (options.popup) {
    dialog.style.width = `${options.popup.width}px`;
    dialog.style.height = `${options.popup.height}px`;
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = options.variant === 'redirect' ? 'mm-redirect-close' : 'mm-3ds-close';
  close.textContent = '×';
  close.setAttribute('aria-label', options.closeLabel);
  const iframe = doc.createElement('iframe');
  iframe.src = localizedLink(options.link);
  iframe.title = options.frameTitle;
  iframe.width = String(options.frame.width);
  iframe.height = String(options.frame.height);
  dialog.append(close, iframe);
  overlay.append(dialog);
  doc.body.append(overlay);

  const listeners: (() => void)[] = [];
  let open = true;
  // Modal like the payment modal under it: what else the page holds is inert, Tab goes round its two stops
  // (the focus guards either side pass it on, also out of the provider's page), focus goes back on close.
  const opener = doc.activeElement as HTMLElement | null;
  // Scripts and styles too: inert changes nothing for them.
  const inerted = Array.from(doc.body.children).filter((el) => el !== overlay && !el.hasAttribute('inert'));
  for (const el of inerted) el.toggleAttribute('inert', true);
  const guard = (to: HTMLElement) => {
    const span = doc.createElement('span');
    span.tabIndex = 0;
    span.addEventListener('focus', () => to.focus());
    return span;
  };
  // Inside the dialog, so focus passing through a guard never leaves it.
  dialog.prepend(guard(iframe));
  dialog.append(guard(close));
  close.focus();
  const remove = () => {
    if (!open) return;
    open = false;
    overlay.remove();
    for (const el of inerted) el.removeAttribute('inert');
    // The opener when it can take focus again, else the dialog this one was opened above (the payment modal).
    // Not <body>: the Pay button that opened a 3-D Secure window is often disabled by then, and focus left on <body>.
    const back = [opener, ...Array.from(doc.querySelectorAll<HTMLElement>('[aria-modal="true"]')).reverse()].find((el) => el?.isConnected && el !== doc.body && !(el as HTMLButtonElement).disabled && !el.closest('[inert]'));
    back?.focus();
  };
  const shopperClosed = () => {
    if (!open) return;
    remove();
    for (const listener of listeners.splice(0)) listener();
  };
  // Escape pressed inside the provider's page (another origin, whose keys never reach this document) comes as its
  // message. Once the dialog is gone its frame has no window, so the listener can never close anything again.
  doc.defaultView?.addEventListener('message', (event) => {
    if (event.source === iframe.contentWindow && event.data === FRAME_ESCAPE) shopperClosed();
  });
  close.addEventListener('click', shopperClosed);
  overlay.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') shopperClosed();
  });
  return { iframe, remove, onShopperClose: (listener) => listeners.push(listener) };
}
