/**
 * The drop-in's card flow under test, shared by the drop-in's tests: a client from createPaymentClient
 * mounted into the page, with the vault frame's side of the message bus played by the test (the frame
 * itself never loads in jsdom). `answerTokenization` answers every TOKENIZATION_REQUEST the host posts.
 */
import { expect, vi } from 'vitest';
import { createPaymentClient, type ClientOptions } from '../client';
import { BUS, type CardFormState, type ToFrame, type TokenizationResult } from '../vault-frame/protocol';
import type { DropInOptions } from './types';

const ASSET = 'https://asset.test';

/** An execution offering the card alone, with its authorize link (and any extra links). */
export function cardExecution(authorizeHref: string, extra: { holderReference?: string; links?: Record<string, { href: string }>; vaultProviderConfigId?: string } = {}) {
  return {
    ...(extra.holderReference === undefined ? {} : { holderReference: extra.holderReference }),
    initialResults: [
      {
        body: {
          name: 'lookup',
          data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] },
          links: { authorize: { href: authorizeHref }, ...extra.links },
        },
      },
    ],
    meta: {
      assetHost: ASSET,
      vault: { url: `${ASSET}/vault`, ...(extra.vaultProviderConfigId === undefined ? {} : { providerConfigId: extra.vaultProviderConfigId }) },
    },
  };
}

const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
/** An unsigned JWT the widget's token cache can read `exp` from. */
export const jwt = (claims: { exp: number } & Record<string, unknown>): string => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(claims))}.sig`;

/** A card form state as the frame reports it. */
export const cardState = (isValid: boolean, bin: string | null = '42424242'): CardFormState => ({ isValid, cardNetwork: 'visa', bin, billingAddress: null, elements: {} });

/** A tokenized Visa card, stored or not by the shopper. */
export const tokenizedCard = (storeInstrument: boolean, token = 'tok_card'): TokenizationResult => ({
  ok: true,
  card: { token, bin: '42424242', last4: '4242', network: 'visa' },
  collected: { storeInstrument, enrollInstrumentToNetworkOffers: false, selectedInstallment: null, billingInfo: null },
});

type Answer = TokenizationResult | ((request: Extract<ToFrame, { type: 'TOKENIZATION_REQUEST' }>) => TokenizationResult);

/** Mounts a drop-in and returns the page's handles and the frame's side of the bus. */
export function mountCardDropIn(client: ClientOptions, dropIn?: DropInOptions) {
  const target = document.createElement('div');
  document.body.append(target);
  createPaymentClient(client).createDropIn(dropIn).mount(target);
  const frameWindow = target.querySelector('iframe')?.contentWindow;
  if (!frameWindow) throw new Error('no card frame');
  const fromFrame = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: { bus: BUS, ...data }, origin: ASSET, source: frameWindow }));
  const payButton = () => target.querySelector<HTMLButtonElement>('#mm-card-payment-button');
  return {
    fromFrame,
    payButton,
    message: () => target.querySelector<HTMLElement>('[role=alert]'),
    /** Plays the frame: every tokenization request is answered with `answer` on the next microtask. */
    answerTokenization(answer: Answer) {
      vi.spyOn(frameWindow, 'postMessage').mockImplementation((posted: unknown) => {
        const m = posted as ToFrame;
        if (m.type !== 'TOKENIZATION_REQUEST') return;
        const result = typeof answer === 'function' ? answer(m) : answer;
        queueMicrotask(() => fromFrame({ type: 'TOKENIZATION_RESPONSE', requestId: m.requestId, result }));
      });
    },
    /** The frame is ready and the shopper's card is complete and valid. */
    readyWithValidCard(bin?: string) {
      fromFrame({ type: 'FRAME_READY' });
      fromFrame({ type: 'CHANGE', state: cardState(true, bin) });
    },
    /** Clicks Pay and waits until `failed` has been called once more. */
    async payUntilFailure(failed: { mock: { calls: unknown[] } }) {
      const before = failed.mock.calls.length;
      payButton()?.click();
      await vi.waitFor(() => expect(failed.mock.calls.length).toBe(before + 1));
    },
  };
}
