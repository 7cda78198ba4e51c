/**
 * The pseudo-locale (issue 44): every text of the app accented, longer and marked (widget/i18n/pseudo-locale.ts),
 * so QA sees any text that did not come from a catalogue and any that overflows. A page speaks it when
 * `lang=qps-ploc` asks on a test deployment (a staging or local origin, as the widget's DEV rule):
 * on a production origin the flag is ignored and its texts are never fetched. No switcher offers it.
 * Its own chunk, imported by first-render.ts only when asked.
 */
import { deployedEnvironment } from '../../../widget';
import { speakPseudo } from './texts';

/** True once the page speaks it; false on a production origin, where nothing changes. */
export async function speakPseudoHere(origin: string = window.location.origin): Promise<boolean> {
  if (deployedEnvironment('DEV', origin) !== 'DEV') return false;
  speakPseudo((await import('virtual:app-messages/qps-ploc')).default);
  return true;
}
