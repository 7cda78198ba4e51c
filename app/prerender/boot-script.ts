/**
 * The inline script at the end of each prerendered page (issue 13; scripts/prerender.ts writes it).
 * It fetches the app's entry and the route's chunks once the page has painted (a hidden page, which
 * paints nothing, at once): fetched with the HTML, a local load had them in before the paint and
 * Lighthouse's simulation counted them as blocking it (landing LCP 0.7 or 1.9 s from run to run).
 *
 * Until the app has rendered, it holds a click on a control of the page (early-input.ts): the
 * landing's "Start the test" is a plain link in the HTML, which would lose the landing's flags
 * (?scenario=, wmq, tt, campaign data) and its funnel events. A held click starts the fetch at once
 * and the app, once it has rendered, has it replayed on the same control (early-input.ts); a screen
 * that rendered something else there (stored answers moved the quiz on) drops it. Should the app not
 * start (its script fails, or it is still not running after HELD_LINK_FALLBACK_MS), a held link goes
 * on as a plain link carrying the landing's flags.
 */
import { CARRIED_QUERY_PARAMS } from '../config/paths';
import { AD_TRACKING_PARAM } from '../lib/tracking/ad-trackers';
import { CAMPAIGN_PARAMS, FBCLID_PARAM, IDFM_PARAM } from '../lib/tracking/constants';
import { EARLY_INPUT_GLOBAL } from './early-input';

/**
 * The controls whose early click is held; any other click (text, a text field) goes on as the browser
 * does it. A held control is found again by its place among these: the page's other elements can
 * differ (React moves a prerendered `<link>` into the head).
 */
const CONTROLS = 'a[href], button, label, input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"], [role="radio"]';

/** How long a held link waits for the app before it goes on as a plain link. */
export const HELD_LINK_FALLBACK_MS = 10_000;

/** The landing's flags a plain link carries when the app did not start: QA's flags and what tracking reads on arrival. */
export const FALLBACK_CARRIED_PARAMS: readonly string[] = [...new Set([...CARRIED_QUERY_PARAMS, AD_TRACKING_PARAM, ...CAMPAIGN_PARAMS, FBCLID_PARAM, IDFM_PARAM])];

// ES5 for the inline script: it runs as it is, untranspiled. `c` is the configuration below.
const SOURCE = `
var d = document, w = window, root = d.getElementById('root'), held = null, booted = false, failed = false;
function boot() {
  if (booted) return;
  booted = true;
  c.preloads.forEach(function (href) {
    var link = d.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; d.head.appendChild(link);
  });
  var script = d.createElement('script'); script.type = 'module'; script.crossOrigin = ''; script.src = c.entry;
  script.onerror = giveUp;
  d.body.appendChild(script);
}
function withFlags(href) {
  var to = new URL(href), from = new URLSearchParams(w.location.search);
  c.carried.forEach(function (name) { var value = from.get(name); if (value !== null && !to.searchParams.has(name)) to.searchParams.set(name, value); });
  return to.href;
}
function giveUp() {
  failed = true;
  var h = held; held = null;
  if (h && h.href) w.location.assign(withFlags(h.href));
}
function hold(e) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !root || !(e.target instanceof Element)) return;
  var control = e.target.closest(c.controls);
  if (!control || !root.contains(control)) return;
  var link = control.closest('a[href]');
  if (link && (link.target || link.hasAttribute('download') || link.origin !== w.location.origin)) return;
  e.preventDefault();
  e.stopPropagation();
  if (failed) { if (link) w.location.assign(withFlags(link.href)); return; }
  var mine = held = { index: Array.prototype.indexOf.call(root.querySelectorAll(c.controls), control), tag: control.tagName, text: control.textContent, href: link ? link.href : '' };
  boot();
  if (link) setTimeout(function () { if (held === mine) giveUp(); }, c.fallbackMs);
}
d.addEventListener('click', hold, true);
w[c.global] = function () {
  d.removeEventListener('click', hold, true);
  var h = held; held = null;
  var again = h && root.querySelectorAll(c.controls)[h.index];
  if (again && again.tagName === h.tag && again.textContent === h.text) again.click();
};
if (d.visibilityState === 'hidden') boot(); else requestAnimationFrame(function () { setTimeout(boot); });
`;

export interface BootScriptInput {
  /** The app's entry script, as the built index.html names it. */
  readonly entry: string;
  /** The entry's and the route's chunks, fetched beside it. */
  readonly preloads: readonly string[];
}

/** The inline script's source (without the `<script>` tags). */
export function bootScript(input: BootScriptInput): string {
  const config = { entry: input.entry, preloads: input.preloads, carried: FALLBACK_CARRIED_PARAMS, controls: CONTROLS, fallbackMs: HELD_LINK_FALLBACK_MS, global: EARLY_INPUT_GLOBAL };
  // `<` escaped, so nothing in the data can end the script element.
  return `(function (c) {${SOURCE}})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}
