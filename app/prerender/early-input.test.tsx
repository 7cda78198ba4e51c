import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript, HELD_LINK_FALLBACK_MS } from './boot-script';
import { replayEarlyInput } from './early-input';

// React's server render leaves the image preload in the root; the client's render moves it into the head.
const IMAGE_PRELOAD = '<link rel="preload" as="image" href="/images/brain.svg">';
const PRERENDERED = IMAGE_PRELOAD + '<header><a href="/mindmetric/">MindMetric</a></header><main><p>How sharp is your mind today?</p><a class="button" href="/mindmetric/quiz">Start the test</a></main>';

interface Page {
  readonly root: HTMLElement;
  readonly win: Window;
  readonly assign: ReturnType<typeof vi.fn>;
}

/** Runs the prerendered page's inline script over `markup`, with a window whose address is `search` on this origin. */
function loadPage(search: string, markup = PRERENDERED): Page {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" data-prerendered="landing">${markup}</div>`;
  const assign = vi.fn();
  const win = { location: { search, origin: window.location.origin, assign } } as unknown as Page['win'];
  // The script reads `window` and `document` as globals: the test's window stands in for the first.
  new Function('window', 'document', bootScript({ entry: '/assets/index-abc.js', preloads: ['/assets/QuizPage-def.js'] }))(win, document);
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return { root, win, assign };
}

const entryScript = () => document.querySelector<HTMLScriptElement>('script[type="module"]');
const startLink = (root: HTMLElement) => root.querySelector<HTMLAnchorElement>('a.button');

describe('the prerendered page before its app runs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the entry and the route chunks only after the first paint', async () => {
    loadPage('');
    expect(entryScript()).toBeNull();
    await vi.runAllTimersAsync();
    expect(entryScript()?.getAttribute('src')).toBe('/assets/index-abc.js');
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/QuizPage-def.js');
  });

  it('holds a click on "Start the test", fetches the app at once, and the app replays it on its own link', () => {
    const { root, win, assign } = loadPage('?scenario=declined&wmq=1');
    const reachedRoot = vi.fn();
    root.addEventListener('click', reachedRoot);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    startLink(root)?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(reachedRoot).not.toHaveBeenCalled();
    expect(entryScript()).not.toBeNull();

    // The app renders afresh (QA flags are in its links), then replays the click on the same place.
    root.innerHTML = PRERENDERED.replace(IMAGE_PRELOAD, '').replace('href="/mindmetric/quiz"', 'href="/mindmetric/quiz?scenario=declined&amp;wmq=1"');
    const onAppLink = vi.fn((event: MouseEvent) => event.preventDefault());
    startLink(root)?.addEventListener('click', onAppLink);
    replayEarlyInput(win);
    expect(onAppLink).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();

    // Handed over once: later clicks are the app's own, and nothing more is replayed.
    replayEarlyInput(win);
    expect(onAppLink).toHaveBeenCalledTimes(1);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    root.querySelector('p')?.dispatchEvent(later);
    startLink(root)?.dispatchEvent(later);
    expect(onAppLink).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(HELD_LINK_FALLBACK_MS);
    expect(assign).not.toHaveBeenCalled();
  });

  it('drops the held click when the app rendered something else at that place', () => {
    const { root, win } = loadPage('');
    startLink(root)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    root.innerHTML = PRERENDERED.replace('Start the test', 'Question 4 of 20');
    const onOther = vi.fn();
    startLink(root)?.addEventListener('click', onOther);
    replayEarlyInput(win);
    expect(onOther).not.toHaveBeenCalled();
  });

  it('lets a click outside the controls, or one with a modifier (a new tab), go on as the browser does it', () => {
    const { root } = loadPage('');
    const onText = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    root.querySelector('p')?.dispatchEvent(onText);
    expect(onText.defaultPrevented).toBe(false);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    startLink(root)?.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(entryScript()).toBeNull();
  });

  it("goes on as a plain link carrying the landing's flags, escaped, when the app's script fails to load", () => {
    const { root, assign } = loadPage('?scenario=declined&tt=px-1&campaign_id=%22%3E%3Cscript%3E&step=4&other=x');
    startLink(root)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    entryScript()?.dispatchEvent(new Event('error'));
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/mindmetric/quiz');
    // Only the known flags: a quiz step or an unknown key from the landing's address stays behind.
    expect(Object.fromEntries(target.searchParams)).toEqual({ scenario: 'declined', tt: 'px-1', campaign_id: '"><script>' });
    expect(target.search).not.toContain('<');

    // Later clicks on a link go the same way.
    startLink(root)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('goes on as a plain link when the app is still not running after the fallback time', () => {
    const { root, win, assign } = loadPage('?wmq=1');
    startLink(root)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    vi.advanceTimersByTime(HELD_LINK_FALLBACK_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/mindmetric/quiz?wmq=1`);
    // The app that starts after that replays nothing: the visitor is already on the way.
    const onAppLink = vi.fn();
    startLink(root)?.addEventListener('click', onAppLink);
    replayEarlyInput(win);
    expect(onAppLink).not.toHaveBeenCalled();
  });
});
