// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent: unknown[][] = [];
const goodTracking = () => ({ trackFunnelEvent: vi.fn((...args: unknown[]) => (sent.push(args), Promise.resolve())) });

/** track-lazily afresh (its loaded code is module state), over the tracking module `factory` gives. */
async function freshModule(factory: () => Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('./track-event', factory);
  return import('./track-lazily');
}

beforeEach(() => {
  sent.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.doUnmock('./track-event');
  vi.restoreAllMocks();
});

describe('trackFunnelEventLazily', () => {
  it('sends events fired before the code arrived in the order they happened, and later ones at once', async () => {
    const { trackFunnelEventLazily } = await freshModule(goodTracking);
    const first = trackFunnelEventLazily('intro_shown');
    const second = trackFunnelEventLazily('intro_success');
    expect(sent).toEqual([]);
    await Promise.all([first, second]);
    const here = window.location.href;
    expect(sent).toEqual([
      ['intro_shown', undefined, here],
      ['intro_success', undefined, here],
    ]);
    void trackFunnelEventLazily('email_success');
    expect(sent.at(-1)).toEqual(['email_success', undefined, here]);
  });

  it("keeps the address of the page an event happened on, though the visitor moved on before the code arrived (the landing's tt and wmq)", async () => {
    window.history.replaceState(null, '', '/mindmetric/?tt=px-1&wmq=1');
    const landing = window.location.href;
    const { trackFunnelEventLazily } = await freshModule(goodTracking);
    const shown = trackFunnelEventLazily('intro_shown');
    window.history.pushState(null, '', '/mindmetric/quiz?wmq=1');
    const onQuiz = trackFunnelEventLazily('email_success', { value: 1, fullPlan: false });
    await Promise.all([shown, onQuiz]);
    expect(sent).toEqual([
      ['intro_shown', undefined, landing],
      ['email_success', { value: 1, fullPlan: false }, window.location.href],
    ]);
    expect(landing).not.toBe(window.location.href);
  });

  it('logs code that fails to load, never throws, and fetches it again for the next event', async () => {
    let attempts = 0;
    const { trackFunnelEventLazily } = await freshModule(() => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return goodTracking();
    });
    await expect(trackFunnelEventLazily('intro_shown')).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('[tracking] the tracking code did not load', expect.anything());
    expect(sent).toEqual([]);
    await trackFunnelEventLazily('intro_success');
    expect(sent).toEqual([['intro_success', undefined, window.location.href]]);
  });
});
