/**
 * The BIN lookup throttle (widget §7 and §9 in docs/spec-coverage.md): at most one call per 500 ms. The first
 * bin goes out at once; bins that arrive during the wait replace each other, and only the last one
 * goes out when the wait is over ("last bin wins"). Timers are injected so tests drive them.
 */
export interface Timers {
  readonly now: () => number;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Throttled<T> {
  /** Asks for a call with `value`; it runs now, or when the interval since the last call is over. */
  push(value: T): void;
  /** Drops a waiting value (e.g. the card number became too short). */
  cancel(): void;
}

export function throttleLatest<T>(call: (value: T) => void, intervalMs: number, timers: Timers = realTimers): Throttled<T> {
  let lastCallAt = Number.NEGATIVE_INFINITY;
  let waiting: { value: T } | null = null;
  let handle: unknown = null;

  const fire = () => {
    handle = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    lastCallAt = timers.now();
    call(value);
  };

  return {
    push(value) {
      waiting = { value };
      if (handle !== null) return;
      const wait = lastCallAt + intervalMs - timers.now();
      if (wait <= 0) fire();
      else handle = timers.setTimeout(fire, wait);
    },
    cancel() {
      waiting = null;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}
