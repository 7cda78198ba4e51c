/**
 * What the pseudo-locale run looks for on a screen (issue 44): every visible text, and every
 * aria-label, placeholder, title and alt, that shows plain Latin letters (a pseudo-locale text has
 * none: widget/i18n/pseudo-locale.ts accents them all, so such letters did not come from a catalogue),
 * and every text that is cut or overflows (wider than its box under overflow hidden or an ellipsis,
 * or reaching past the viewport). `collectFindings` runs inside the page (page.evaluate), so it
 * carries everything it needs: no imports, no outer names.
 */
import type { Frame } from '@playwright/test';

export interface Finding {
  readonly kind: 'untranslated' | 'overflowing';
  readonly selector: string;
  readonly text: string;
}

/**
 * What may show plain letters though it never comes from a catalogue, each with its reason. Matched
 * whole-word and removed before the check; `shopper` (the test's own email and card holder) is added per run.
 */
export const ALLOWED: readonly { readonly pattern: string; readonly reason: string }[] = [
  { pattern: 'MindMetric', reason: 'the brand, the same in every language' },
  { pattern: 'English|Español|Português \\(Brasil\\)|Français|Deutsch', reason: 'the footer’s language list names each language in its own words' },
  { pattern: 'Visa|Mastercard|American Express|Amex|Discover|JCB|Diners Club|UnionPay|Maestro|Elo|Hipercard', reason: 'card brands are their owners’ names' },
  { pattern: 'Apple Pay|Google Pay|PayPal|Pix|iDEAL|Bancontact|Klarna|Sofort|giropay', reason: 'payment brands are their owners’ names' },
  { pattern: 'USD|EUR|BRL|GBP|US\\$|R\\$', reason: 'currency codes and signs as Intl writes amounts' },
  { pattern: '[A-Z]', reason: 'a lone capital letter: Word’s keys and tiles are the letters of its English words' },
  { pattern: 'MM/YY|MM/YYYY', reason: 'the card’s expiry format as the merchant sets it (cardForm expiryFormat), kept in every language’s label' },
  { pattern: 'IQ', reason: 'the score’s international abbreviation (also accented where a catalogue text carries it)' },
  {
    pattern: '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM)',
    reason: 'dates and times as the browser’s Intl writes them in the page’s locale (the pseudo-locale stands in English’s place)',
  },
];

/** Runs in the page: the findings of this document. `allowed` are the allow-list's patterns (regular expressions). */
export function collectFindings(allowed: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const strip = new RegExp(`(?<![\\p{L}\\p{N}])(?:${allowed.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const latin = /[A-Za-z]/;
  const selectorOf = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.body && node !== document.documentElement && parts.length < 4; node = node.parentElement) {
      const testId = node.getAttribute('data-testid');
      const name = node.tagName.toLowerCase() + (node.id ? `#${node.id}` : '') + (testId ? `[data-testid="${testId}"]` : '') + [...node.classList].slice(0, 2).map((c) => `.${c}`).join('');
      parts.unshift(name);
      if (node.id || testId) break;
    }
    return parts.join(' > ');
  };
  const note = (kind: Finding['kind'], el: Element, text: string) => {
    const selector = selectorOf(el);
    const key = `${kind}|${selector}|${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ kind, selector, text: text.replace(/\s+/g, ' ').trim().slice(0, 120) });
  };
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: false, visibilityProperty: true });
  const untranslated = (text: string) => latin.test(text.replace(strip, ''));

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !text.trim() || parent.closest('script, style, noscript, template') || !shown(parent)) continue;
    // Content kept in English on purpose is marked so (the quiz's word analogies, Word's English words), with a line that says why.
    if (parent.closest('body [lang="en"]')) continue;
    if (untranslated(text)) note('untranslated', parent, text);
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (!shown(el) && !el.matches('input, textarea, select, iframe')) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value && untranslated(value)) note('untranslated', el, `${name}="${value}"`);
    }
  }
  if (document.title && untranslated(document.title)) note('untranslated', document.documentElement, `title="${document.title}"`);

  const viewport = document.documentElement.clientWidth;
  const scrolledAcross = (el: Element): boolean => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
    return false;
  };
  if (document.documentElement.scrollWidth > viewport + 1) note('overflowing', document.body, `the page is ${document.documentElement.scrollWidth - viewport} px wider than the screen`);
  for (const el of document.body.querySelectorAll('*')) {
    const ownText = [...el.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '');
    if (!ownText || !shown(el)) continue;
    const box = el.getBoundingClientRect();
    // A visually hidden text (for screen readers: a 1-pixel box) is cut by design.
    if (box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(el);
    const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const cutAcross = (clips(style.overflowX) || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1;
    const cutDown = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    // Inside a horizontal scroller (the members' wide tables, with their scroll cue) the text is reached by scrolling, not cut.
    const pastViewport = (box.right > viewport + 1 || box.left < -1) && !scrolledAcross(el);
    // A name or an address of the shopper's own, shortened with an ellipsis on purpose, is not a translation's overflow.
    if ((cutAcross || cutDown) && !pastViewport && (el.textContent ?? '').replace(strip, '').replace(/[\s\p{P}\p{S}]/gu, '') === '') continue;
    if (cutAcross || cutDown || pastViewport) note('overflowing', el, `${cutAcross ? 'cut across' : cutDown ? 'cut down' : 'past the viewport'}: ${el.textContent ?? ''}`);
  }
  return findings;
}

/** The findings of every frame of a page (the card frame too), each named by the frame's address when it is not the page's. */
export async function frameFindings(frames: readonly Frame[], allowed: readonly string[]): Promise<Finding[]> {
  const all = await Promise.all(
    frames.map(async (frame, i) => {
      const found = await frame.evaluate(collectFindings, allowed);
      return i === 0 ? found : found.map((f) => ({ ...f, selector: `[frame ${new URL(frame.url()).pathname}] ${f.selector}` }));
    }),
  );
  return all.flat();
}
