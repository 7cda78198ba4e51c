/**
 * Input on a prerendered page before its scripts have started (issue 13). The page paints from its
 * HTML and fetches its scripts after that paint (scripts/prerender.ts), so a visitor can click
 * "Start the test" or an answer before the app runs. The page's inline boot script
 * (boot-script.ts) holds that click instead of letting the plain link navigate (which would drop
 * the landing's QA and campaign flags and its funnel events); once the app has rendered the screen
 * (components/ImagePreloader.tsx calls replayEarlyInput inside the route's boundary, which hydrates
 * after the root) the click is replayed on the same control, so it does what it does
 * for a visitor who clicked a moment later. The replay lives in the boot script, not here: this
 * module rides in every first load, whose budget has no room to spare.
 */

/** The global the boot script sets: it ends the holding and replays the held click on the control at the same place in #root; later calls do nothing. */
export const EARLY_INPUT_GLOBAL = '__mindmetricEarlyInput';

type EarlyInputWindow = Window & { [EARLY_INPUT_GLOBAL]?: () => void };

/** Replays the click held before the app ran, if any; on a page without the boot script, nothing. */
export function replayEarlyInput(win: Window = window): void {
  (win as EarlyInputWindow)[EARLY_INPUT_GLOBAL]?.();
}
