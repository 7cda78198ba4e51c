/**
 * What a provider page shown in the widget's 3-D Secure or redirect window posts to the page around it when
 * Escape is pressed inside it: keys pressed in another origin's frame never reach that page, so the window
 * learns of them this way and closes as its close button does (widget/ui/frame-dialog.ts listens for the
 * same word; the simulator may not import the widget's UI, so it is written here too, and the keyboard
 * e2e's Escape inside the 3-D Secure page holds the two together).
 */
export const FRAME_ESCAPE = 'mm-frame-escape';

/** The provider page's script that forwards Escape to the page holding it in a frame, at `targetOrigin`. */
export function frameEscapeScript(targetOrigin: string): string {
  return `addEventListener('keydown', (event) => { if (event.key === 'Escape' && parent !== window) parent.postMessage(${JSON.stringify(FRAME_ESCAPE)}, ${JSON.stringify(targetOrigin)}); });`;
}
