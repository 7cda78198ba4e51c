import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages';
import { authorizeCard, authorizeStoredInstrument, cardAuthorizeBody, type CardAuthorization } from './authorize';
import { at, linksToExecution, provider } from './fake-provider.test-support';

const card: CardAuthorization = {
  token: 'session',
  amount: { value: '1.00', currency: 'EUR' },
  authorizeLink: 'https://p/authorize',
  card: { token: 'vault-tok', bin: '424242', last4: '4242', network: 'visa' },
  storeInstrument: true,
  returnUrl: 'https://shop/return',
  consent: { termsVersion: '2026-11-27', language: 'pt-BR' },
};

describe('authorizeCard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('authorizes, waits the initial delay, and polls to 3-D Secure', async () => {
    const fetchImpl = provider(linksToExecution, [
      { status: [{ code: 'authorizeRequested', time: at(0) }, { code: 'authorizePending', time: at(1) }], actionRequired: '3ds', links: { '3ds': { href: 'https://acs/challenge' } } },
    ]);
    const done = authorizeCard(card, { fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ kind: 'three-ds', link: 'https://acs/challenge' });
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))).toMatchObject({ paymentComposition: [{ paymentMethodCode: 'card', paymentInstrumentData: { vaultToken: 'vault-tok' } }] });
  });

  it('maps an authorize answer of 401 to the API token message without polling', async () => {
    const fetchImpl = provider(() => new Response('', { status: 401 }), []);
    await expect(authorizeCard(card, { fetch: fetchImpl })).resolves.toMatchObject({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.apiTokenInvalid });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reports a network drop on authorize as an unknown error', async () => {
    await expect(authorizeCard(card, { fetch: () => Promise.reject(new TypeError('fetch failed')) })).resolves.toMatchObject({
      kind: 'failure',
      code: 'AUTHENTICATION_ERROR',
      message: MESSAGES.unknownError,
    });
  });
});

describe('cardAuthorizeBody', () => {
  const item = (body: unknown) => (body as { paymentComposition: { paymentInstrumentData: Record<string, unknown> }[] }).paymentComposition[0]?.paymentInstrumentData;

  it('carries the card form\'s billingInfo as paymentInstrumentData.billingAddress (widget §3)', () => {
    const billingAddress = { country: { name: 'Brazil', code: 'BR' }, postalCode: '01310-100' };
    expect(item(cardAuthorizeBody({ ...card, billingAddress }))).toEqual({
      vaultToken: 'vault-tok',
      bin: '424242',
      network: 'visa',
      last4: '4242',
      billingAddress: { country: { name: 'Brazil', code: 'BR' }, postalCode: '01310-100' },
    });
  });

  it('sends no billingAddress when the form showed none', () => {
    expect(item(cardAuthorizeBody({ ...card, billingAddress: null }))).not.toHaveProperty('billingAddress');
    expect(item(cardAuthorizeBody(card))).not.toHaveProperty('billingAddress');
  });
});

describe('authorize bodies (widget §3 and §7)', () => {
  it('sends the whole card body: composition, return pages, installments, the risk session and the terms agreed to', () => {
    expect(cardAuthorizeBody({ ...card, installmentCount: 3, riskSessionId: 'risk-1' })).toEqual({
      amount: { value: '1.00', currency: 'EUR' },
      paymentComposition: [
        {
          paymentMethodCode: 'card',
          integrationType: 'api',
          amount: { value: '1.00', currency: 'EUR' },
          storeInstrument: true,
          paymentInstrumentData: { vaultToken: 'vault-tok', bin: '424242', network: 'visa', last4: '4242' },
          enrollInstrumentToNetworkOffers: false,
          installments: { count: 3 },
        },
      ],
      returnInfo: { success: 'https://shop/return', cancel: 'https://shop/return', error: 'https://shop/return', pending: 'https://shop/return' },
      meta: { risk: { sessionId: 'risk-1' } },
      consent: { termsVersion: '2026-11-27', language: 'pt-BR' },
    });
  });

  it('enrols the instrument in network offers only when asked', () => {
    const enrol = (input: CardAuthorization) => (cardAuthorizeBody(input) as { paymentComposition: Record<string, unknown>[] }).paymentComposition[0]?.enrollInstrumentToNetworkOffers;
    expect([enrol(card), enrol({ ...card, enrollInstrumentToNetworkOffers: false }), enrol({ ...card, enrollInstrumentToNetworkOffers: true })]).toEqual([false, false, true]);
  });

  it('sends no installments and no risk meta when there are none', () => {
    const body = cardAuthorizeBody({ ...card, installmentCount: null, riskSessionId: null }) as Record<string, unknown>;
    expect(body).not.toHaveProperty('meta');
    expect((body.paymentComposition as Record<string, unknown>[])[0]).not.toHaveProperty('installments');
  });

  it('authorizes a stored instrument by its id, with the same headers, and polls; without terms from the host it sends no consent (the provider refuses it)', async () => {
    const fetchImpl = provider(linksToExecution, [{ status: [{ code: 'authorizeRequested', time: at(0) }, { code: 'authorizeSuccessful', time: at(1) }] }]);
    const outcome = await authorizeStoredInstrument(
      {
        token: 'session',
        amount: { value: '1.00', currency: 'EUR' },
        authorizeLink: 'https://p/authorize',
        paymentInstrumentId: 'pi-1',
        paymentMethodCode: 'card',
        returnUrl: 'https://shop/return',
        riskSessionId: 'risk-1',
        consent: null,
      },
      { fetch: fetchImpl, sleep: async () => undefined },
    );
    expect(outcome).toEqual({ kind: 'success' });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://p/authorize');
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: { value: '1.00', currency: 'EUR' },
      paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount: { value: '1.00', currency: 'EUR' }, paymentInstrumentId: 'pi-1' }],
      returnInfo: { success: 'https://shop/return', cancel: 'https://shop/return', error: 'https://shop/return', pending: 'https://shop/return' },
      meta: { risk: { sessionId: 'risk-1' } },
    });
  });

  it('names authorize in the detail of a refused authorize', async () => {
    const outcome = await authorizeCard(card, { fetch: async () => new Response('', { status: 502 }), sleep: async () => undefined });
    expect(outcome).toMatchObject({ kind: 'failure', detail: 'authorize: HTTP 502 unsuccessful' });
  });
});
