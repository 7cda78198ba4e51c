import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages';
import { authorizeCard, cardAuthorizeBody, type CardAuthorization } from './authorize';
import { EXECUTOR_MESSAGES } from './executor-messages';
import { at, linksToExecution, provider } from './fake-provider.test-support';

const card: CardAuthorization = {
  token: 'session',
  amount: { value: '1.00', currency: 'EUR' },
  authorizeLink: 'https://p/authorize',
  card: { token: 'vault-tok', bin: '424242', last4: '4242', network: 'visa' },
  storeInstrument: true,
  returnUrl: 'https://shop/return',
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
    await expect(authorizeCard(card, { fetch: fetchImpl })).resolves.toMatchObject({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message: EXECUTOR_MESSAGES.apiTokenInvalid });
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

  it('carries the card form\'s billingInfo as paymentInstrumentData.billingAddress (widget-spec section 3)', () => {
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
