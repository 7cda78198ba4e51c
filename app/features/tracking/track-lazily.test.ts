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
    expect(sent).toEqual([['intro_shown'], ['intro_success']]);
    void trackFunnelEventLazily('email_success');
    expect(sent.at(-1)).toEqual(['email_success']);
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
    expect(sent).toEqual([['intro_success']]);
  });
});
