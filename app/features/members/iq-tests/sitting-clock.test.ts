import { describe, expect, it } from 'vitest';
import { forgetSitting, sittingStart } from './sitting-clock';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe('sitting clock', () => {
  it('starts from the service\u2019s elapsed time the first time, and keeps that start on the next visit', () => {
    const store = memoryStore();
    expect(sittingStart(store, 's1', 5_000, 100_000)).toBe(95_000);
    // Two minutes later the service (its own clock) says only 10 s passed: the page's earlier start holds.
    expect(sittingStart(store, 's1', 10_000, 220_000)).toBe(95_000);
  });

  it('takes the service\u2019s start when it is earlier (begun on another device), and forgets a finished sitting', () => {
    const store = memoryStore();
    sittingStart(store, 's2', 0, 100_000);
    expect(sittingStart(store, 's2', 300_000, 150_000)).toBe(-150_000);
    forgetSitting(store, 's2');
    expect(store.map.size).toBe(0);
  });

  it('ignores a note that is no number or lies in the future, and survives a blocked storage', () => {
    const store = memoryStore();
    store.setItem('mm.sitting-clock.s3', 'soon');
    expect(sittingStart(store, 's3', 1_000, 50_000)).toBe(49_000);
    store.setItem('mm.sitting-clock.s3', '90000');
    expect(sittingStart(store, 's3', 1_000, 50_000)).toBe(49_000);
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => { throw new Error('blocked'); } };
    expect(sittingStart(blocked, 's4', 2_000, 10_000)).toBe(8_000);
    expect(() => forgetSitting(blocked, 's4')).not.toThrow();
  });
});
