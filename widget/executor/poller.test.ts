import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_INITIAL_DELAY_MS, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '../constants';
import type { ApiResult } from '../http/payment-api';
import { pollExecution, realSleep } from './poller';

const requested: ApiResult = {
  kind: 'ok',
  status: 200,
  body: { status: [{ code: 'authorizeRequested', time: '2026-11-22T12:00:00Z' }] },
};

describe('pollExecution under fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls first after the initial delay, then every interval, and gives up at attempt 60', async () => {
    const times: number[] = [];
    const start = Date.now();
    const poll = vi.fn(async () => {
      times.push(Date.now() - start);
      return requested;
    });
    const done = pollExecution(poll, realSleep);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(poll).toHaveBeenCalledTimes(POLL_MAX_ATTEMPTS);
    expect(times[0]).toBe(POLL_INITIAL_DELAY_MS);
    expect(times.at(-1)).toBe(POLL_INITIAL_DELAY_MS + (POLL_MAX_ATTEMPTS - 1) * POLL_INTERVAL_MS);
  });
});
