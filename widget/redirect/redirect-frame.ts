import { REDIRECT_FRAME_MARGIN_PX } from '../constants';
import { openFrameDialog } from '../ui/frame-dialog';
import { text } from '../i18n/translator';

/** The generic redirect frame size: the screen size minus 50 px each way (widget §9 in docs/spec-coverage.md). */
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
  const frame = redirectFrameSize({ width: view?.innerWidth ?? 1024, height: view?.innerHeight ?? 768 });
  const dialog = openFrameDialog({ link, label: title, frameTitle: title, closeLabel: text('popup.redirect.close'), frame, variant: 'redirect' }, doc);
  const closedByShopper = new Promise<void>((resolve) => dialog.onShopperClose(resolve));
  return { close: dialog.remove, closedByShopper };
}
