/**
 * What a provider page shown in the widget's 3-D Secure or redirect window posts to the page around it
 * when Escape is pressed inside it: keys pressed in another origin's frame never reach the holding page,
 * so the window (frame-dialog.ts) learns of them this way and closes as its close button does. A leaf
 * with no imports, so the provider's pages (simulator/payment-provider/three-ds/frame-escape.ts) post the
 * very word the widget listens for.
 */
export const FRAME_ESCAPE = 'mm-frame-escape';
