/**
 * The card flow with the card-save body of app §3 in docs/spec-coverage.md, through createPaymentClient and Pay with
 * the frame's answers played on the message bus: a card the shopper stores is saved before it is
 * authorized; a card the shopper does not store is never saved; a refused save charges nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenizationResult } from '../vault-frame/protocol';
import { cardExecution, jwt, mountCardDropIn, tokenizedCard as tokenized } from './card-frame.test-support';
import type { DropInOptions } from './types';

const EXECUTION = cardExecution('https://p/authorize', {
  holderReference: 'holder_1',
  links: { saveInstrument: { href: 'https://p/instruments' } },
  vaultProviderConfigId: 'vpc_1',
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
  const dropIn = mountCardDropIn(
    { config: { token: 'session', amount: { value: '1.00', currency: 'USD' }, execution: EXECUTION }, getBearerToken: async () => jwt({ exp: 4_000_000_000 }), events: { onAuthorizeFailed }, fetch },
    options.dropIn,
  );
  dropIn.answerTokenization(options.vault);
  dropIn.readyWithValidCard();
  await dropIn.payUntilFailure(onAuthorizeFailed);
  return { calls, onAuthorizeFailed };
}

describe('saving the card (app §3)', () => {
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
