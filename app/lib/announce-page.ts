/**
 * A client-side navigation announces the page it arrives at (issue 45): focus moves to the new page's
 * main heading, so a screen reader reads where the shopper is and Tab goes on from the page's top, and
 * the document's title names the page in its own (translated) heading. The first page of a visit keeps
 * the browser's own start and its prerendered title.
 */
import { PRODUCT_NAME } from '../../catalog/product';

/** How long a lazily loaded screen may take to show its heading before the announcement gives up. */
const HEADING_WAIT_MS = 10_000;

/** The page's main heading: the first h1 in <main>, else the first h1 anywhere; null while none has text. */
function mainHeading(doc: Document): HTMLElement | null {
  const heading = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
  return heading?.textContent?.trim() ? heading : null;
}

/** The title of a page whose heading reads `heading`. */
export const pageTitle = (heading: string): string => `${heading.replace(/\s+/g, ' ').trim()} · ${PRODUCT_NAME}`;

function announce(heading: HTMLElement, doc: Document): void {
  // A page that renders its own <title> (React puts it in the head beside the default one) keeps it.
  if (doc.head.querySelectorAll('title').length <= 1) doc.title = pageTitle(heading.textContent ?? '');
  // An open modal dialog keeps the focus it holds.
  if (doc.activeElement?.closest('[aria-modal="true"]')) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Focuses the main heading and sets the title as soon as the page shows a heading (at once, or when a
 * lazily loaded screen renders it), then stops. Returns the cancel, for a navigation that moves on first.
 */
export function announcePage(doc: Document = document, waitMs = HEADING_WAIT_MS): () => void {
  const now = mainHeading(doc);
  if (now) {
    announce(now, doc);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = mainHeading(doc);
    if (!heading) return;
    stop();
    announce(heading, doc);
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  return stop;
}

