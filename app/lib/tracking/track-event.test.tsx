import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './constants';
import { trackFunnelEvent } from './track-event';

describe('trackFunnelEvent without wmq=1', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchSpy);
    Object.defineProperty(document, 'referrer', { value: 'https://ads.example.net/click?id=7', configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('sends nothing but still saves the external referrer and the mobile id (app §3)', async () => {
    window.history.replaceState(null, '', '/mindmetric/?_idfm=app-123');
    await trackFunnelEvent('intro_shown');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.externalReferrer)).toBe('https://ads.example.net/click?id=7');
    expect(localStorage.getItem(STORAGE_KEYS.mobileId)).toBe('app-123');
  });

  it('does not save a referrer from this site', async () => {
    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/mindmetric/quiz`, configurable: true });
    window.history.replaceState(null, '', '/mindmetric/quiz');
    await trackFunnelEvent('intro_success');
    expect(localStorage.getItem(STORAGE_KEYS.externalReferrer)).toBeNull();
  });
});

describe('trackFunnelEvent for a page the visitor has left', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("sends by the address it is given, not the current one: a landing's wmq and campaign, read after the quiz opened", async () => {
    localStorage.clear();
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: 1, ip: '203.0.113.9', country: 'us' }), { headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetchSpy);
    const landing = `${window.location.origin}/mindmetric/?wmq=1&campaign_id=spring-7`;
    window.history.replaceState(null, '', '/mindmetric/quiz');
    await trackFunnelEvent('intro_shown', undefined, landing);
    const event = fetchSpy.mock.calls.map((call: unknown[]) => call[1] as RequestInit | undefined).find((init) => init?.method === 'POST');
    const body = JSON.parse(String(event?.body)) as { event: string; campaign: Record<string, string> };
    expect(body.event).toBe('intro_shown');
    expect(body.campaign).toMatchObject({ campaign_id: 'spring-7', event_source_url: landing });
    // Without a page address it reads the current one, where wmq is off: nothing more is sent.
    const before = fetchSpy.mock.calls.length;
    await trackFunnelEvent('intro_success');
    expect(fetchSpy.mock.calls.length).toBe(before);
  });
});
