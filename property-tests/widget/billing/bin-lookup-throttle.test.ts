/**
 * The BIN lookup throttle under fake timers (widget §9 in docs/spec-coverage.md): for any sequence of bins typed
 * at any pace, calls are never less than 500 ms apart, each call carries a bin that was pushed, and
 * once typing stops the last bin pushed is the last one looked up ("last bin wins").
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { realTimers, throttleLatest } from '../../../widget/installments/throttle';
import { BIN_LOOKUP_THROTTLE_MS } from '../../../widget/card-form/card-form';

const RUNS = { numRuns: 1000 } as const;

// The shipped timers read Date.now and setTimeout when called: vi's fake clock drives them.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const step = fc.record({ waitMs: fc.integer({ min: 0, max: 1200 }), bin: fc.stringMatching(/^\d{6,8}$/) });

describe('BIN lookup throttle', () => {
  it('never calls twice within 500 ms, and the last bin wins', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        vi.setSystemTime(0);
        const calls: { at: number; bin: string }[] = [];
        const throttled = throttleLatest<string>((bin) => calls.push({ at: Date.now(), bin }), BIN_LOOKUP_THROTTLE_MS, realTimers);
        const pushed = new Set<string>();
        for (const { waitMs, bin } of steps) {
          vi.advanceTimersByTime(waitMs);
          throttled.push(bin);
          pushed.add(bin);
        }
        vi.advanceTimersByTime(BIN_LOOKUP_THROTTLE_MS);
        const last = steps[steps.length - 1];
        const spacedOut = calls.every((c, i) => i === 0 || c.at - (calls[i - 1]?.at ?? 0) >= BIN_LOOKUP_THROTTLE_MS);
        vi.clearAllTimers();
        return (
          spacedOut &&
          calls.length >= 1 &&
          calls.length <= steps.length &&
          calls.every((c) => pushed.has(c.bin)) &&
          calls[calls.length - 1]?.bin === last?.bin
        );
      }),
      RUNS,
    );
  });

  it('a cancelled wait never calls', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 2, maxLength: 10 }), (steps) => {
        vi.setSystemTime(0);
        const calls: string[] = [];
        const throttled = throttleLatest<string>((bin) => calls.push(bin), BIN_LOOKUP_THROTTLE_MS, realTimers);
        for (const { bin } of steps) throttled.push(bin);
        throttled.cancel();
        vi.advanceTimersByTime(10 * BIN_LOOKUP_THROTTLE_MS);
        vi.clearAllTimers();
        return calls.length === 1 && calls[0] === steps[0]?.bin;
      }),
      RUNS,
    );
  });
});
