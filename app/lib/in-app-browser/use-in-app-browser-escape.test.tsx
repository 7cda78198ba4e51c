import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { DEFAULT_REDIRECT_SERVICE_URL } from './constants';
import type { EscapeEnvironment } from './escape';
import { useInAppBrowserEscape } from './use-in-app-browser-escape';
import { UA } from './user-agents.fixture';

const environment = (url: string, userAgent: string, served?: string): EscapeEnvironment & { replace: Mock<(url: string) => void> } => ({
  currentUrl: () => url,
  userAgent: () => userAgent,
  replace: vi.fn<(url: string) => void>(),
  servedServiceUrl: () => served,
});

describe('useInAppBrowserEscape', () => {
  afterEach(cleanup);

  it('replaces the location when there is a target, once the escape code has loaded', async () => {
    const env = environment('https://a.test/mindmetric/?bb=true', UA.instagramIos17);
    renderHook(() => useInAppBrowserEscape(true, env));
    expect(env.replace).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(env.replace).toHaveBeenCalled());
    expect(env.replace).toHaveBeenCalledTimes(1);
    expect(env.replace).toHaveBeenCalledWith(`${DEFAULT_REDIRECT_SERVICE_URL}safari?url=${encodeURIComponent('x-safari-https://a.test/mindmetric/?bb=true')}`);
  });

  it('goes to the redirect service the serving page names (the simulator\'s stand-in) when the build names none', async () => {
    const env = environment('https://a.test/mindmetric/quiz?bb=true', UA.instagramIos17, 'http://localhost:4001/in-app-escape');
    renderHook(() => useInAppBrowserEscape(true, env));
    await vi.waitFor(() => expect(env.replace).toHaveBeenCalled());
    expect(env.replace).toHaveBeenCalledWith(`http://localhost:4001/in-app-escape/safari?url=${encodeURIComponent('x-safari-https://a.test/mindmetric/quiz?bb=true')}`);
  });

  it('does nothing off the landing and quiz pages, or without a target', async () => {
    const offPage = environment('https://a.test/mindmetric/?bb=true', UA.instagramIos17);
    renderHook(() => useInAppBrowserEscape(false, offPage));
    const ios15 = environment('https://a.test/mindmetric/?bb=true', UA.instagramIos15);
    renderHook(() => useInAppBrowserEscape(true, ios15));
    await vi.dynamicImportSettled();
    expect(offPage.replace).not.toHaveBeenCalled();
    expect(ios15.replace).not.toHaveBeenCalled();
  });

  it('does not redirect again on a re-render', async () => {
    const env = environment('https://a.test/mindmetric/?bb=true', UA.facebookAndroid);
    const { rerender } = renderHook(() => useInAppBrowserEscape(true, env));
    rerender();
    await vi.waitFor(() => expect(env.replace).toHaveBeenCalled());
    rerender();
    await vi.dynamicImportSettled();
    expect(env.replace).toHaveBeenCalledTimes(1);
  });

  it('does not redirect from a screen that unmounted before the code arrived', async () => {
    const env = environment('https://a.test/mindmetric/?bb=true', UA.instagramIos17);
    renderHook(() => useInAppBrowserEscape(true, env)).unmount();
    await vi.dynamicImportSettled();
    expect(env.replace).not.toHaveBeenCalled();
  });
});
