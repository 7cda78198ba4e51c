import { THREE_DS_FRAME_SIZES, THREE_DS_POPUP_EXTRA_PX } from '../constants';

export interface ChallengeSize {
  readonly frame: { readonly width: number; readonly height: number };
  readonly popup: { readonly width: number; readonly height: number };
}

/**
 * The challenge frame size for a screen: the largest listed size whose width is below the screen
 * width (widget §9 in docs/spec-coverage.md); the smallest when none fits. The popup is 4 px larger each way.
 */
export function challengeSize(screenWidth: number): ChallengeSize {
  const fitting = THREE_DS_FRAME_SIZES.filter(([width]) => width < screenWidth);
  // "Largest" is read as widest, the order the spec lists the sizes in.
  const candidates = fitting.length ? fitting : THREE_DS_FRAME_SIZES.slice(0, 1);
  const [width, height] = [...candidates].sort((a, b) => a[0] - b[0]).at(-1) ?? [250, 400];
  return { frame: { width, height }, popup: { width: width + THREE_DS_POPUP_EXTRA_PX, height: height + THREE_DS_POPUP_EXTRA_PX } };
}
