/**
 * Session expiry (widget-spec section 8, issue 11 point 5), through createPaymentClient and the
 * drop-in's Pay button, with the frame's answers played on the message bus and the provider faked:
 * the spec's messages reach the host, a fresh session from onPaymentSessionExpired is paid with, and
 * a refresh that brings nothing is logged as SESSION_REFRESH_FAILED and told to the shopper.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../client';
import type { RefreshedSession } from './drop-in';
import { MESSAGES } from '../messages';
import { BUS, type ToFrame, type TokenizationResult } from '../vault-frame/protocol';

const ASSET = 'https://asset.test';
const execution = (n: number) => ({
  initialResults: [{ body: { name: 'lookup', data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] }, links: { authorize: { href: `https://p/${n}/authorize` } } } }],
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault` } },
});
const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const JWT = `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ exp: 4_000_000_000 }))}.sig`;
const TOKENIZED: TokenizationResult = {
  ok: true,
  card: { token: 'card_1', bin: '42424242', last4: '4242', network: 'visa' },
  collected: { storeInstrument: false, enrollInstrumentToNetworkOffers: false, selectedInstallment: null, billingInfo: null },
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function setup(options: { vault: TokenizationResult; refresh: () => Promise<RefreshedSession | null> }) {
  const authorizations: string[] = [];
  // Every authorize answers 401: the session expired.
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    authorizations.push(`${String(url)} ${new Headers(init?.headers).get('Authorization') ?? ''}`);
    return new Response('{}', { status: 401 });
  });
  const onPaymentSessionExpired = vi.fn(options.refresh);
  const onAuthorizeFailed = vi.fn();
  const client = createPaymentClient({
    config: { token: 'first', amount: { value: '1.00', currency: 'USD' }, execution: execution(1) },
    getBearerToken: async () => JWT,
    events: { onAuthorizeFailed, onPaymentSessionExpired },
    fetch,
  });
  const target = document.createElement('div');
  document.body.append(target);
  client.createDropIn().mount(target);
  const frameWindow = target.querySelector('iframe')?.contentWindow;
  if (!frameWindow) throw new Error('no card frame');
  const fromFrame = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: { bus: BUS, ...data }, origin: ASSET, source: frameWindow }));
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => {
    const m = message as ToFrame;
    if (m.type === 'TOKENIZATION_REQUEST') queueMicrotask(() => fromFrame({ type: 'TOKENIZATION_RESPONSE', requestId: m.requestId, result: options.vault }));
  });
  fromFrame({ type: 'FRAME_READY' });
  fromFrame({ type: 'CHANGE', state: { isValid: true, cardNetwork: 'visa', bin: '42424242', billingAddress: null, elements: {} } });
  const payButton = () => target.querySelector<HTMLButtonElement>('#mm-card-payment-button');
  const message = () => target.querySelector<HTMLElement>('[role=alert]');
  const pay = async () => {
    const before = onAuthorizeFailed.mock.calls.length;
    payButton()?.click();
    await vi.waitFor(() => expect(onAuthorizeFailed.mock.calls.length).toBe(before + 1));
    await vi.waitFor(() => expect(payButton()?.getAttribute('aria-busy')).toBe('false'));
  };
  return { pay, authorizations, onPaymentSessionExpired, onAuthorizeFailed, message };
}

describe('session expiry', () => {
  it("401 fires onPaymentSessionExpired with 'API token is not valid or expired.', then pays with the fresh session", async () => {
    const { pay, authorizations, onPaymentSessionExpired, onAuthorizeFailed, message } = setup({
      vault: TOKENIZED,
      refresh: async () => ({ token: 'fresh', execution: execution(2) }),
    });
    await pay();
    expect(onPaymentSessionExpired).toHaveBeenCalledTimes(1);
    expect(onAuthorizeFailed).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'AUTHENTICATION_ERROR', message: MESSAGES.apiTokenInvalid }));
    expect(message()?.textContent).toBe(MESSAGES.authorizationFailed);
    await pay();
    expect(authorizations).toEqual(['https://p/1/authorize Bearer first', 'https://p/2/authorize Bearer fresh']);
  });

  it("the vault's 'Invalid token' fires it with 'Vault token is not valid or expired.'", async () => {
    const { pay, onPaymentSessionExpired, onAuthorizeFailed, authorizations } = setup({
      vault: { ok: false, reason: 'vault-token-invalid', message: 'Invalid token.' },
      refresh: async () => ({ token: 'fresh', execution: execution(2) }),
    });
    await pay();
    expect(onPaymentSessionExpired).toHaveBeenCalledTimes(1);
    expect(onAuthorizeFailed).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'AUTHENTICATION_ERROR', message: MESSAGES.vaultTokenInvalid }));
    expect(authorizations).toEqual([]);
  });

  it('a refresh that brings nothing is logged as SESSION_REFRESH_FAILED and asks the shopper to reload', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { pay, message } = setup({ vault: TOKENIZED, refresh: async () => null });
    await pay();
    expect(logged.mock.calls.flat().join('\n')).toContain('SESSION_REFRESH_FAILED');
    expect(message()?.textContent).toBe(MESSAGES.sessionRefreshFailed);
    expect(message()?.hidden).toBe(false);
  });
});
