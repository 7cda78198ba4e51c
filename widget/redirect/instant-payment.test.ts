import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTANT_PAYMENT_POLL_ATTEMPTS } from '../constants';
import type { ApiResult } from '../http/payment-api';
import type { PaymentOutcome } from '../executor/outcome';
import { navigateAndWait, pollInstantPayment } from './redirect-flow';
import { redirectFrameSize } from './redirect-frame';

const at = (n: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, n)).toISOString();
const statuses = (...codes: string[]): ApiResult => ({ kind: 'ok', status: 200, body: { status: codes.map((code, i) => ({ code, time: at(i) })) } });
const pending = statuses('authorizeRequested', 'authorizePending');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('instant-payment redirect under fake timers', () => {
  it('polls ceil((750000 - 20000) / 2000) = 365 times and times out at exactly 750000 ms', async () => {
    expect(INSTANT_PAYMENT_POLL_ATTEMPTS).toBe(365);
    const pollTimes: number[] = [];
    let endedAt = -1;
    const done = pollInstantPayment(async () => {
      pollTimes.push(Date.now());
      return pending;
    }, sleep).then((o) => {
      endedAt = Date.now();
      return o;
    });
    await vi.advanceTimersByTimeAsync(749_999);
    expect(endedAt).toBe(-1);
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await done;
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(endedAt).toBe(750_000);
    expect(pollTimes).toHaveLength(365);
    expect(pollTimes[0]).toBe(20_000);
    expect(pollTimes[1]).toBe(22_000);
    expect(pollTimes.at(-1)).toBe(20_000 + 364 * 2000);
  });

  it('times out 750000 ms after the popup opened however long each poll takes to answer', async () => {
    const pollTimes: number[] = [];
    let endedAt = -1;
    // Every answer takes 700 ms: summing the nominal waits would end at 750000 + 365 x 700 ms.
    const done = pollInstantPayment(async () => {
      pollTimes.push(Date.now());
      await sleep(700);
      return pending;
    }, sleep).then((o) => ((endedAt = Date.now()), o));
    await vi.advanceTimersByTimeAsync(749_999);
    expect(endedAt).toBe(-1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(endedAt).toBe(750_000);
    expect(pollTimes[1]).toBe(20_000 + 700 + 2000);
    expect(pollTimes.length).toBeLessThan(365);
    expect(pollTimes.at(-1)).toBeLessThan(750_000);
  });

  it('counts from the injected clock, not from when timers were set', async () => {
    let clock = 5_000_000;
    let endedAt = -1;
    const done = pollInstantPayment(async () => pending, sleep, undefined, () => clock).then((o) => ((endedAt = Date.now()), o));
    // The page's clock jumped 740 s while the first wait ran (a suspended tab): the time-out is 10 s later, not 730 s.
    clock += 740_000;
    await vi.advanceTimersByTimeAsync(20_000);
    clock += 20_000;
    await vi.advanceTimersByTimeAsync(0);
    expect(endedAt).toBe(-1);
    for (let i = 0; i < 20 && endedAt === -1; i += 1) {
      await vi.advanceTimersByTimeAsync(2000);
      clock += 2000;
    }
    expect(await done).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(endedAt).toBeLessThan(40_000);
  });

  it('honours a success at poll 300 (618000 ms)', async () => {
    let polls = 0;
    let endedAt = -1;
    const done = pollInstantPayment(async () => {
      polls += 1;
      return polls === 300 ? statuses('authorizeRequested', 'authorizePending', 'authorizeSuccessful') : pending;
    }, sleep).then((o) => {
      endedAt = Date.now();
      return o;
    });
    await vi.advanceTimersByTimeAsync(750_000);
    expect(await done).toEqual({ kind: 'success' });
    expect(polls).toBe(300);
    expect(endedAt).toBe(20_000 + 299 * 2000);
  });

  it('ends at once on authorizeFailed, on a 401, and on an unknown status (never success)', async () => {
    const run = async (answer: ApiResult) => {
      const done = pollInstantPayment(async () => answer, sleep);
      await vi.advanceTimersByTimeAsync(20_000);
      return done;
    };
    expect(await run(statuses('authorizeRequested', 'authorizeFailed'))).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(await run({ kind: 'http-error', status: 401, text: '' })).toMatchObject({ kind: 'failure', code: 'AUTHENTICATION_ERROR' });
    expect(await run({ kind: 'ok', status: 200, body: { status: [{ code: 'authorizeMaybe', time: at(1) }] } })).toMatchObject({ kind: 'failure' });
  });

  it('rides out network drops and 500s on the schedule', async () => {
    const answers: ApiResult[] = [{ kind: 'network-error', cause: new Error('drop') }, { kind: 'http-error', status: 500, text: '' }, statuses('authorizeRequested', 'authorizeSuccessful')];
    const done = pollInstantPayment(async () => answers.shift() ?? pending, sleep);
    await vi.advanceTimersByTimeAsync(24_000);
    expect(await done).toEqual({ kind: 'success' });
  });

  it('stops at once when the shopper closes the popup, even mid-wait', async () => {
    let close: (o: PaymentOutcome) => void = () => {};
    const stopped = new Promise<PaymentOutcome>((r) => (close = r));
    let endedAt = -1;
    const done = pollInstantPayment(async () => pending, sleep, stopped).then((o) => ((endedAt = Date.now()), o));
    await vi.advanceTimersByTimeAsync(30_500);
    close({ kind: 'failure', code: 'USER_CANCELLED', message: 'x', detail: 'closed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(await done).toMatchObject({ code: 'USER_CANCELLED' });
    expect(endedAt).toBe(30_500);
  });
});

describe('other redirect methods', () => {
  it('navigate, then fail at exactly 30000 ms if still on the page', async () => {
    const navigate = vi.fn();
    let endedAt = -1;
    const done = navigateAndWait('https://bank.test/x', navigate, sleep).then((o) => ((endedAt = Date.now()), o));
    expect(navigate).toHaveBeenCalledWith('https://bank.test/x');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(endedAt).toBe(-1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
  });

  it('fail with a coded error when the redirect link is missing, without navigating', async () => {
    const navigate = vi.fn();
    expect(await navigateAndWait(null, navigate, sleep)).toMatchObject({ kind: 'failure', detail: expect.stringContaining('no redirect link') });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('size the frame at the screen minus 50 px each way', () => {
    expect(redirectFrameSize({ width: 390, height: 844 })).toEqual({ width: 340, height: 794 });
  });
});
