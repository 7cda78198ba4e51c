import { REDIRECT_FRAME_MARGIN_PX } from '../constants';

/** The generic redirect frame size: the screen size minus 50 px each way (widget-spec section 9). */
export function redirectFrameSize(screen: { width: number; height: number }): { width: number; height: number } {
  return { width: Math.max(0, screen.width - REDIRECT_FRAME_MARGIN_PX), height: Math.max(0, screen.height - REDIRECT_FRAME_MARGIN_PX) };
}

export interface RedirectPopup {
  close(): void;
  /** Resolves when the shopper closes it with its close button (never when the widget closes it). */
  readonly closedByShopper: Promise<void>;
}

/** Opens the redirect popup (an overlay with the provider's page in an iframe). */
export function openRedirectPopup(link: string, title: string, doc: Document = document): RedirectPopup {
  const view = doc.defaultView;
  const size = redirectFrameSize({ width: view?.innerWidth ?? 1024, height: view?.innerHeight ?? 768 });
  const overlay = doc.createElement('div');
  overlay.className = 'mm-3ds-overlay mm-redirect-overlay';
  const dialog = doc.createElement('div');
  dialog.className = 'mm-3ds-popup';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', title);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'mm-redirect-close';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close payment window');
  const iframe = doc.createElement('iframe');
  iframe.src = link;
  iframe.title = title;
  iframe.width = String(size.width);
  iframe.height = String(size.height);
  dialog.append(close, iframe);
  overlay.append(dialog);
  doc.body.append(overlay);
  close.focus();
  const closedByShopper = new Promise<void>((resolve) => {
    close.addEventListener('click', () => {
      overlay.remove();
      resolve();
    });
    overlay.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        overlay.remove();
        resolve();
      }
    });
  });
  return { close: () => overlay.remove(), closedByShopper };
}
