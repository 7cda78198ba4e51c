/**
 * The vault token cache is used at runtime (widget-spec section 4, issue 11 point 2): two card
 * payments within the token's lifetime ask the merchant's getBearerToken once, a payment after its
 * `exp` asks again, and a token the vault rejects is not reused. Driven through createPaymentClient
 * and the drop-in's Pay button, with the vault frame's answers played on the message bus.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../client';
import { BUS, type CardFormState, type ToFrame } from '../vault-frame/protocol';

const ASSET = 'https://asset.test';
const EXECUTION = {
  initialResults: [{ body: { name: 'lookup', data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] }, links: { authorize: { href: 'https://p/authorize' } } } }],
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault` } },
};
const VALID: CardFormState = { isValid: true, cardNetwork: 'visa', bin: '42424242', billingAddress: null, elements: {} };
const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (expS: number, n: number): string => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ exp: expS, n }))}.sig`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function setup(vaultAnswer: 'vault-token-invalid' | 'vault-error') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2030, 0, 1));
  let issued = 0;
  const getBearerToken = vi.fn(async () => jwt(Math.floor(Date.now() / 1000) + 600, (issued += 1)));
  const onAuthorizeFailed = vi.fn();
  const client = createPaymentClient({ config: { token: 'session', amount: { value: '1.00', currency: 'USD' }, execution: EXECUTION }, getBearerToken, events: { onAuthorizeFailed } });
  const target = document.createElement('div');
  document.body.append(target);
  client.createDropIn().mount(target);
  const iframe = target.querySelector('iframe');
  if (!iframe?.contentWindow) throw new Error('no card frame');
  const frameWindow = iframe.contentWindow;
  const fromFrame = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: { bus: BUS, ...data }, origin: ASSET, source: frameWindow }));
  const bearers: string[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => {
    const m = message as ToFrame;
    if (m.type !== 'TOKENIZATION_REQUEST') return;
    bearers.push(m.bearerToken);
    // The vault's answer, as the frame reports it: never a card, so no authorize call follows.
    const reason = vaultAnswer;
    queueMicrotask(() => fromFrame({ type: 'TOKENIZATION_RESPONSE', requestId: m.requestId, result: { ok: false, reason, message: reason } }));
  });
  fromFrame({ type: 'FRAME_READY' });
  fromFrame({ type: 'CHANGE', state: VALID });
  const pay = async () => {
    const failures = onAuthorizeFailed.mock.calls.length;
    target.querySelector<HTMLButtonElement>('#mm-card-payment-button')?.click();
    await vi.waitFor(() => expect(onAuthorizeFailed.mock.calls.length).toBe(failures + 1));
  };
  return { getBearerToken, bearers, pay };
}

describe('the vault token cache at runtime', () => {
  it('asks once for two payments within the token lifetime, and again after exp', async () => {
    const { getBearerToken, bearers, pay } = setup('vault-error');
    await pay();
    await pay();
    expect(getBearerToken).toHaveBeenCalledTimes(1);
    expect(bearers[0]).toBe(bearers[1]);
    vi.setSystemTime(Date.now() + 601_000);
    await pay();
    expect(getBearerToken).toHaveBeenCalledTimes(2);
    expect(bearers[2]).not.toBe(bearers[1]);
  });

  it('does not reuse a token the vault rejected', async () => {
    const { getBearerToken, bearers, pay } = setup('vault-token-invalid');
    await pay();
    await pay();
    expect(getBearerToken).toHaveBeenCalledTimes(2);
    expect(bearers[0]).not.toBe(bearers[1]);
  });
});
