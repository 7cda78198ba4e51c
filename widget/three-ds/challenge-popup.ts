import { openFrameDialog } from '../ui/frame-dialog';
import { challengeSize } from './frame-size';
import { text } from '../i18n/translator';

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
  const dialog = openFrameDialog({ link, label: text('popup.threeDs.dialog'), frameTitle: text('popup.threeDs.frame'), closeLabel: text('popup.threeDs.close'), frame, popup, variant: '3ds' }, doc);

  return new Promise<ChallengeEnd>((resolve) => {
    const view = doc.defaultView;
    const finish = (end: ChallengeEnd) => {
      view?.removeEventListener('message', onMessage);
      dialog.remove();
      resolve(end);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === dialog.iframe.contentWindow && isComplete(event.data)) finish('completed');
    };
    view?.addEventListener('message', onMessage);
    dialog.onShopperClose(() => finish('closed'));
  });
}
