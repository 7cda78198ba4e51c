import { describe, expect, it } from 'vitest';
import { dailySeed, dayKey, freePlaySeed } from './seed';
import { drawFrom, rngFromState, seededRng } from './rng';

describe('daily seed', () => {
  it('is the same all UTC day and changes at UTC midnight', () => {
    const morning = new Date('2026-11-22T00:00:01Z');
    const night = new Date('2026-11-22T23:59:59Z');
    expect(dayKey(night)).toBe('2026-11-22');
    expect(dailySeed('word', morning)).toBe(dailySeed('word', night));
    expect(dailySeed('word', new Date('2026-11-23T00:00:00Z'))).not.toBe(dailySeed('word', night));
  });

  it('differs between games on the same day', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(dailySeed('word', now)).not.toBe(dailySeed('block-puzzle', now));
  });

  it('free play draws 32-bit integers', () => {
    const seeds = new Set(Array.from({ length: 20 }, freePlaySeed));
    expect(seeds.size).toBeGreaterThan(1);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= -(2 ** 31) && seed < 2 ** 31).toBe(true);
  });
});

describe('seeded generator', () => {
  it('continues from a saved state exactly where it stopped', () => {
    const rng = seededRng(42);
    rng.int(0, 9);
    const saved = [...rng.state()];
    const a = Array.from({ length: 5 }, () => rng.int(0, 1000));
    const resumed = rngFromState(JSON.parse(JSON.stringify(saved)) as number[]);
    expect(Array.from({ length: 5 }, () => resumed.int(0, 1000))).toEqual(a);
  });

  it('drawFrom leaves the given state untouched and returns the next one', () => {
    const start = seededRng(7).state();
    const [first, next] = drawFrom(start, (r) => r.float());
    expect(drawFrom(start, (r) => r.float())[0]).toBe(first);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1);
    expect(drawFrom(next, (r) => r.float())[0]).not.toBe(first);
  });
});
