import { challengeSize } from './frame-size';

/** The message the provider's challenge page posts when the shopper is done (either answer). */
const COMPLETE = { bus: 'mm-3ds', type: 'THREE_DS_COMPLETE' } as const;

export type ChallengeEnd = 'completed' | 'closed';

const isComplete = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { bus?: unknown }).bus === COMPLETE.bus && (data as { type?: unknown }).type === COMPLETE.type;

/**
 * Shows the 3-D Secure challenge in a popup overlay with an iframe sized for the screen, and
 * resolves when the challenge page posts its completion message, or when the shopper closes it.
 */
export function openChallengePopup(link: string, doc: Document = document): Promise<ChallengeEnd> {
  const origin = new URL(link).origin;
  const { frame, popup } = challengeSize(doc.defaultView?.innerWidth ?? 1024);

  const overlay = doc.createElement('div');
  overlay.className = 'mm-3ds-overlay';
  const dialog = doc.createElement('div');
  dialog.className = 'mm-3ds-popup';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', 'Verify your payment with your bank');
  dialog.style.width = `${popup.width}px`;
  dialog.style.height = `${popup.height}px`;
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'mm-3ds-close';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Cancel verification');
  const iframe = doc.createElement('iframe');
  iframe.src = link;
  iframe.title = '3-D Secure verification';
  iframe.width = String(frame.width);
  iframe.height = String(frame.height);
  dialog.append(close, iframe);
  overlay.append(dialog);
  doc.body.append(overlay);
  close.focus();

  return new Promise<ChallengeEnd>((resolve) => {
    const view = doc.defaultView;
    const finish = (end: ChallengeEnd) => {
      view?.removeEventListener('message', onMessage);
      overlay.remove();
      resolve(end);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === iframe.contentWindow && isComplete(event.data)) finish('completed');
    };
    view?.addEventListener('message', onMessage);
    close.addEventListener('click', () => finish('closed'));
    overlay.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') finish('closed');
    });
  });
}
