/**
 * The failure message's auto-hide (widget-spec section 2): with `failureMessageTtlMs` it hides itself
 * after that delay; without it, it stays until clicked. Driven through createPaymentClient and the
 * Pay button, the frame's answer played on the message bus.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../client';
import type { DropInOptions } from './drop-in';
import { BUS, type ToFrame } from '../vault-frame/protocol';
import { failureTtlOf } from './view';

const ASSET = 'https://asset.test';
const execution = {
  initialResults: [{ body: { name: 'lookup', data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] }, links: { authorize: { href: 'https://p/1/authorize' } } } }],
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault` } },
};

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
  const client = createPaymentClient({
    config: { token: 't', amount: { value: '1.00', currency: 'USD' }, execution },
    getBearerToken: async () => 'unused',
    events: { onAuthorizeFailed },
    fetch: vi.fn(async () => new Response('{}', { status: 500 })),
  });
  const target = document.createElement('div');
  document.body.append(target);
  client.createDropIn(options).mount(target);
  const frameWindow = target.querySelector('iframe')?.contentWindow;
  if (!frameWindow) throw new Error('no card frame');
  const fromFrame = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: { bus: BUS, ...data }, origin: ASSET, source: frameWindow }));
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => {
    const m = message as ToFrame;
    const result = { ok: false, reason: 'vault-error', message: 'Vault request failed.' };
    if (m.type === 'TOKENIZATION_REQUEST') queueMicrotask(() => fromFrame({ type: 'TOKENIZATION_RESPONSE', requestId: m.requestId, result }));
  });
  fromFrame({ type: 'FRAME_READY' });
  fromFrame({ type: 'CHANGE', state: { isValid: true, cardNetwork: 'visa', bin: '424242', billingAddress: null, elements: {} } });
  target.querySelector<HTMLButtonElement>('#mm-card-payment-button')?.click();
  await failure;
  expect(onAuthorizeFailed).toHaveBeenCalledTimes(1);
  const message = target.querySelector<HTMLElement>('[role=alert]');
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
