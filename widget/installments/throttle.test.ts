import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realTimers, throttleLatest } from './throttle';

// The shipped timers read Date.now and setTimeout when called: vi's fake clock drives them.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttleLatest (BIN lookup, 500 ms)', () => {
  it('calls at once, then once per interval with the last value pushed meanwhile', () => {
    const calls: string[] = [];
    const t = throttleLatest<string>((v) => calls.push(v), 500, realTimers);
    t.push('424242');
    expect(calls).toEqual(['424242']);
    t.push('4242424');
    t.push('42424242');
    vi.advanceTimersByTime(499);
    expect(calls).toEqual(['424242']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['424242', '42424242']);
    vi.advanceTimersByTime(2000);
    expect(calls).toHaveLength(2);
  });

  it('calls at once again when the interval has passed', () => {
    const calls: string[] = [];
    const t = throttleLatest<string>((v) => calls.push(v), 500, realTimers);
    t.push('a');
    vi.advanceTimersByTime(600);
    t.push('b');
    expect(calls).toEqual(['a', 'b']);
  });

  it('cancel drops the waiting value and its timer', () => {
    const calls: string[] = [];
    const t = throttleLatest<string>((v) => calls.push(v), 500, realTimers);
    t.push('a');
    t.push('b');
    expect(vi.getTimerCount()).toBe(1);
    t.cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['a']);
  });
});
