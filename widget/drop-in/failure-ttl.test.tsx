/**
 * The failure message's auto-hide (widget §2 in docs/spec-coverage.md): with `failureMessageTtlMs` it hides itself
 * after that delay; without it, it stays until clicked. Driven through createPaymentClient and the
 * Pay button, the frame's answer played on the message bus.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardExecution, mountCardDropIn } from './card-frame.test-support';
import type { DropInOptions } from './drop-in';
import { failureTtlOf } from './view';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

async function failOnce(options: DropInOptions) {
  // Resolved by the failure event itself: vi.waitFor would advance the fake clock while it waits.
  let failed: () => void = () => undefined;
  const failure = new Promise<void>((resolve) => (failed = resolve));
  const onAuthorizeFailed = vi.fn(() => failed());
  const dropIn = mountCardDropIn(
    {
      config: { token: 't', amount: { value: '1.00', currency: 'USD' }, execution: cardExecution('https://p/1/authorize') },
      getBearerToken: async () => 'unused',
      events: { onAuthorizeFailed },
      fetch: vi.fn(async () => new Response('{}', { status: 500 })),
    },
    options,
  );
  dropIn.answerTokenization({ ok: false, reason: 'vault-error', message: 'Vault request failed.' });
  dropIn.readyWithValidCard();
  dropIn.payButton()?.click();
  await failure;
  expect(onAuthorizeFailed).toHaveBeenCalledTimes(1);
  const message = dropIn.message();
  if (!message) throw new Error('no failure message');
  return message;
}

describe('failure message auto-hide', () => {
  it('hides after failureMessageTtlMs, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const message = await failOnce({ failureMessageTtlMs: 4000 });
    expect(message.hidden).toBe(false);
    vi.advanceTimersByTime(3999);
    expect(message.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(message.hidden).toBe(true);
  });

  it('without a TTL the message stays until clicked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const message = await failOnce({});
    vi.advanceTimersByTime(600_000);
    expect(message.hidden).toBe(false);
    message.click();
    expect(message.hidden).toBe(true);
  });

  it('takes only a positive finite number of milliseconds', () => {
    expect([1500, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, '100', undefined].map(failureTtlOf)).toEqual([1500, null, null, null, null, null, null]);
  });
});
