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

  it('sends nothing but still saves the external referrer and the mobile id (app-spec section 3)', async () => {
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
