// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_KEY, lookupLocationOnce, storedLocation, type LocationDeps } from './location';

beforeEach(() => sessionStorage.clear());

const depsWith = (fetchLocation: LocationDeps['fetchLocation']): LocationDeps => ({ storage: sessionStorage, fetchLocation });

describe('lookupLocationOnce', () => {
  it('asks once for concurrent and later callers, and keeps the answer for the session', async () => {
    const fetchLocation = vi.fn(async () => ({ ip: '203.0.113.7', country: 'US' }));
    const deps = depsWith(fetchLocation);
    const answers = await Promise.all([lookupLocationOnce(deps), lookupLocationOnce(deps), lookupLocationOnce(deps)]);
    await lookupLocationOnce(deps);
    expect(fetchLocation).toHaveBeenCalledTimes(1);
    expect(answers).toEqual(Array(3).fill({ ip: '203.0.113.7', country: 'US' }));
    expect(storedLocation()).toEqual({ ip: '203.0.113.7', country: 'US' });
  });

  it('does not retry a failed lookup in the same session', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchLocation = vi.fn(async () => Promise.reject(new Error('offline')));
    expect(await lookupLocationOnce(depsWith(fetchLocation))).toBeNull();
    expect(await lookupLocationOnce(depsWith(fetchLocation))).toBeNull();
    expect(fetchLocation).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('ignores a stored value that does not parse', () => {
    sessionStorage.setItem(LOCATION_KEY, '{"ip":1}');
    expect(storedLocation()).toBeNull();
  });
});
