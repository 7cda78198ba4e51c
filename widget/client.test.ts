import { describe, expect, it, vi } from 'vitest';
import { effectiveSleep } from './client';

describe('effectiveSleep (QA time scale)', () => {
  it('scales waits in DEV', async () => {
    const base = vi.fn(async (_ms: number) => undefined);
    await effectiveSleep({ environment: 'DEV', timeScale: 0.01, sleep: base })?.(2000);
    expect(base).toHaveBeenCalledWith(20);
  });

  it('ignores the scale in PROD and for nonsense values', async () => {
    const base = vi.fn(async (_ms: number) => undefined);
    for (const options of [
      { environment: 'PROD' as const, timeScale: 0.01 },
      { environment: 'DEV' as const, timeScale: 0 },
      { environment: 'DEV' as const, timeScale: Number.NaN },
      { environment: 'DEV' as const, timeScale: -1 },
    ]) {
      await effectiveSleep({ ...options, sleep: base })?.(2000);
    }
    expect(base.mock.calls.every(([ms]) => ms === 2000)).toBe(true);
    expect(base).toHaveBeenCalledTimes(4);
  });
});
