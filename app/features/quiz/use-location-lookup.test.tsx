// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedLocation, type LocationDeps } from '../../lib/location';
import { useLocationLookup } from './use-location-lookup';

beforeEach(() => sessionStorage.clear());

const depsWith = (fetchLocation: LocationDeps['fetchLocation']): LocationDeps => ({ storage: sessionStorage, fetchLocation });

describe('useLocationLookup', () => {
  it('looks up once across re-renders, StrictMode double effects and remounts', async () => {
    const fetchLocation = vi.fn(async () => ({ ip: '198.51.100.1', country: 'DE' }));
    const deps = depsWith(fetchLocation);
    const first = renderHook(() => useLocationLookup(deps), { wrapper: StrictMode });
    first.rerender();
    first.unmount();
    await vi.waitFor(() => expect(storedLocation()).not.toBeNull());
    const second = renderHook(() => useLocationLookup(deps), { wrapper: StrictMode });
    second.unmount();
    expect(fetchLocation).toHaveBeenCalledTimes(1);
  });
});
