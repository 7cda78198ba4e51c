import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeOrderedUuid } from './ids';

afterEach(() => vi.useRealTimers());

describe('time-ordered ids', () => {
  it('are version-7 UUIDs that sort in the order of the milliseconds they were made in', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ids: string[] = [];
    for (let ms = 0; ms < 50; ms += 1) {
      vi.setSystemTime(Date.UTC(2026, 10, 23) + ms * 7);
      ids.push(timeOrderedUuid());
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    // The first 48 bits are the millisecond of creation.
    expect(ids[0]?.replace('-', '').slice(0, 12)).toBe(Date.UTC(2026, 10, 23).toString(16).padStart(12, '0'));
  });

  it('differ within one millisecond and across the random pool refills (73 random bits each)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23));
    const ids = Array.from({ length: 1000 }, () => timeOrderedUuid());
    expect(new Set(ids).size).toBe(1000);
    // Past the 12 hex digits of time, no two share their random tail's first 8 hex digits by chance.
    expect(new Set(ids.map((id) => id.slice(24, 32))).size).toBe(1000);
  });
});
