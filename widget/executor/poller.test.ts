import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_INITIAL_DELAY_MS, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '../constants';
import type { ApiResult } from '../http/payment-api';
import { MESSAGES } from '../messages';
import { pollExecution, realSleep } from './poller';

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s)).toISOString();
const requested: ApiResult = { kind: 'ok', status: 200, body: { status: [{ code: 'authorizeRequested', time: at(0) }] } };
const succeeded: ApiResult = {
  kind: 'ok',
  status: 200,
  body: { status: [{ code: 'authorizeRequested', time: at(0) }, { code: 'authorizeSuccessful', time: at(1) }] },
};
const drop: ApiResult = { kind: 'network-error', cause: new TypeError('fetch failed') };
const tooMany: ApiResult = { kind: 'http-error', status: 429, text: 'Too Many Requests' };

/** Runs the real driver with the real setTimeout sleep under fake timers; answers come from the script, the last one repeats. */
async function drive(script: readonly ApiResult[], mode: 'authorize' | 'confirm' = 'authorize') {
  const times: number[] = [];
  const start = Date.now();
  const poll = vi.fn(async () => {
    times.push(Date.now() - start);
    const answer = script[Math.min(times.length - 1, script.length - 1)];
    if (!answer) throw new Error('empty script');
    return answer;
  });
  const done = pollExecution(poll, realSleep, mode);
  await vi.runAllTimersAsync();
  return { outcome: await done, times, pendingTimers: vi.getTimerCount() };
}

describe('pollExecution under fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls first at 2000 ms, then every 680 ms, and gives up after the 60th poll at 2000 + 59 x 680 ms', async () => {
    const { outcome, times, pendingTimers } = await drive([requested]);
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: MESSAGES.authorizationFailed });
    expect(times).toHaveLength(POLL_MAX_ATTEMPTS);
    expect(times[0]).toBe(2000);
    expect(times.at(-1)).toBe(2000 + 59 * 680);
    expect(times).toEqual(times.map((_, i) => POLL_INITIAL_DELAY_MS + i * POLL_INTERVAL_MS));
    expect(pendingTimers).toBe(0);
  });

  it('does not poll before the initial delay', async () => {
    const poll = vi.fn(async () => succeeded);
    const done = pollExecution(poll, realSleep);
    await vi.advanceTimersByTimeAsync(POLL_INITIAL_DELAY_MS - 1);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toEqual({ kind: 'success' });
  });

  it('gives up after 12 failed polls, since each weighs 5 attempts', async () => {
    const { outcome, times } = await drive([drop]);
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(times).toEqual(Array.from({ length: 12 }, (_, i) => 2000 + i * 680));
  });

  it('mixes weights: 2 failed polls and 49 plain ones use the 59 + 1 attempts', async () => {
    const { times } = await drive([drop, { kind: 'http-error', status: 502, text: '' }, requested]);
    expect(times).toHaveLength(2 + 50);
    expect(times.at(-1)).toBe(2000 + 51 * 680);
  });

  it('backs off on 429: 1360, 2720, then 5440 ms capped, and back to 680 ms after another answer', async () => {
    const { outcome, times } = await drive([tooMany, tooMany, tooMany, tooMany, requested, tooMany, succeeded]);
    expect(outcome).toEqual({ kind: 'success' });
    expect(times).toEqual([2000, 3360, 6080, 11520, 16960, 17640, 19000]);
  });

  it('gives up after 60 answers of 429, each using one attempt', async () => {
    const { outcome, times } = await drive([tooMany]);
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(times).toHaveLength(60);
    expect(times.at(-1)).toBe(2000 + 1360 + 2720 + 57 * 5440);
  });

  it('stops at once on 401 with the API token message', async () => {
    const { outcome, times } = await drive([requested, { kind: 'http-error', status: 401, text: '' }]);
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.apiTokenInvalid });
    expect(times).toEqual([2000, 2680]);
  });

  it('turns a throwing poll into an unknown error, never a rejection', async () => {
    const done = pollExecution(() => Promise.reject(new Error('boom')), realSleep);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toMatchObject({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.unknownError });
  });

  it('after confirm keeps polling through pending until a final status', async () => {
    const confirmed = [
      { code: 'authorizeRequested', time: at(0) },
      { code: 'confirmRequested', time: at(1) },
      { code: 'authorizePending', time: at(2) },
    ];
    const { outcome, times } = await drive(
      [
        { kind: 'ok', status: 200, body: { status: confirmed } },
        { kind: 'ok', status: 200, body: { status: [...confirmed, { code: 'authorizeSuccessful', time: at(3) }] } },
      ],
      'confirm',
    );
    expect(outcome).toEqual({ kind: 'success' });
    expect(times).toEqual([2000, 2680]);
  });
});
