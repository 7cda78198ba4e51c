/**
 * The script a provider page shown in the widget's 3-D Secure or redirect window runs: keys pressed in
 * another origin's frame never reach the page around it, so Escape is posted to it as the word the
 * widget's window listens for (widget/ui/frame-escape.ts, the one definition), and the window closes as
 * its close button does.
 */
import { FRAME_ESCAPE } from '../../../widget/ui/frame-escape';

/** The provider page's script that forwards Escape to the page holding it in a frame, at `targetOrigin`. */
export function frameEscapeScript(targetOrigin: string): string {
  return `addEventListener('keydown', (event) => { if (event.key === 'Escape' && parent !== window) parent.postMessage(${JSON.stringify(FRAME_ESCAPE)}, ${JSON.stringify(targetOrigin)}); });`;
}
