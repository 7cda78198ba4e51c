/**
 * The card flow with app-spec section 3's card-save body, through createPaymentClient and Pay with
 * the frame's answers played on the message bus: a card the shopper stores is saved before it is
 * authorized; a card the shopper does not store is never saved; a refused save charges nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../client';
import { BUS, type ToFrame, type TokenizationResult } from '../vault-frame/protocol';
import type { DropInOptions } from './types';

const ASSET = 'https://asset.test';
const EXECUTION = {
  holderReference: 'holder_1',
  initialResults: [
    {
      body: {
        name: 'lookup',
        data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] },
        links: { authorize: { href: 'https://p/authorize' }, saveInstrument: { href: 'https://p/instruments' } },
      },
    },
  ],
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault`, providerConfigId: 'vpc_1' } },
};
const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const JWT = `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ exp: 4_000_000_000 }))}.sig`;
const tokenized = (storeInstrument: boolean): TokenizationResult => ({
  ok: true,
  card: { token: 'tok_card', bin: '424242', last4: '4242', network: 'visa' },
  collected: { storeInstrument, enrollInstrumentToNetworkOffers: false, selectedInstallment: null, billingInfo: null },
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Pays once; the provider answers the save with `saveStatus` and fails every authorize (the test ends there). */
async function payOnce(options: { vault: TokenizationResult; dropIn?: DropInOptions; saveStatus?: number }) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? 'null')) });
    return String(url).endsWith('/instruments') ? new Response('{}', { status: options.saveStatus ?? 201 }) : new Response('nope', { status: 500 });
  });
  const onAuthorizeFailed = vi.fn();
  const client = createPaymentClient({
    config: { token: 'session', amount: { value: '1.00', currency: 'USD' }, execution: EXECUTION },
    getBearerToken: async () => JWT,
    events: { onAuthorizeFailed },
    fetch,
  });
  const target = document.createElement('div');
  document.body.append(target);
  client.createDropIn(options.dropIn).mount(target);
  const frameWindow = target.querySelector('iframe')?.contentWindow;
  if (!frameWindow) throw new Error('no card frame');
  const fromFrame = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: { bus: BUS, ...data }, origin: ASSET, source: frameWindow }));
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => {
    const m = message as ToFrame;
    if (m.type === 'TOKENIZATION_REQUEST') queueMicrotask(() => fromFrame({ type: 'TOKENIZATION_RESPONSE', requestId: m.requestId, result: options.vault }));
  });
  fromFrame({ type: 'FRAME_READY' });
  fromFrame({ type: 'CHANGE', state: { isValid: true, cardNetwork: 'visa', bin: '424242', billingAddress: null, elements: {} } });
  target.querySelector<HTMLButtonElement>('#mm-card-payment-button')?.click();
  await vi.waitFor(() => expect(onAuthorizeFailed).toHaveBeenCalledOnce());
  return { calls, onAuthorizeFailed };
}

describe('saving the card (app-spec section 3)', () => {
  it('a card to store is saved with the card-save body, then authorized with storeInstrument', async () => {
    const { calls } = await payOnce({ vault: tokenized(true) });
    expect(calls.map((c) => c.url)).toEqual(['https://p/instruments', 'https://p/authorize']);
    expect(calls[0]?.body).toEqual({
      holderReference: 'holder_1',
      paymentMethod: 'card',
      storeInstrument: true,
      futureUsage: 'CardOnFile',
      data: { encryptedData: 'tok_card', vaultProviderConfigId: 'vpc_1' },
    });
    expect(JSON.stringify(calls[0]?.body)).not.toMatch(/4242424242424242/);
    expect(calls[1]?.body).toMatchObject({ paymentComposition: [{ storeInstrument: true, paymentInstrumentData: { vaultToken: 'tok_card' } }] });
  });

  it('a shopper who leaves the store box unticked is never saved', async () => {
    const { calls } = await payOnce({ vault: tokenized(false), dropIn: { cardForm: { showStoreInstrumentCheckbox: true } } });
    expect(calls.map((c) => c.url)).toEqual(['https://p/authorize']);
    expect(calls[0]?.body).toMatchObject({ paymentComposition: [{ storeInstrument: false }] });
  });

  it('a refused save ends the payment before anything is charged', async () => {
    const { calls, onAuthorizeFailed } = await payOnce({ vault: tokenized(true), saveStatus: 400 });
    expect(calls.map((c) => c.url)).toEqual(['https://p/instruments']);
    expect(onAuthorizeFailed).toHaveBeenCalledWith(expect.objectContaining({ code: 'AUTHORIZATION_ERROR', detail: 'card-save: HTTP 400 unsuccessful' }));
  });
});
