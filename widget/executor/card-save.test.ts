/** The card-save call of app §3 in docs/spec-coverage.md: its body and how its answers end. */
import { describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../http/payment-api';
import { MESSAGES } from '../messages';
import { cardSaveBody, saveCard } from './card-save';

const TARGET = { link: 'https://p/executions/1/instruments', holderReference: 'holder_1', vaultProviderConfigId: 'vpc_1' };
const answering = (response: () => Response) => vi.fn<Fetch>(async () => response());

describe('the card-save body', () => {
  it('names the holder, the card method, the store request, CardOnFile, the vault token and the vault configuration', () => {
    expect(cardSaveBody(TARGET, 'tok_1')).toEqual({
      holderReference: 'holder_1',
      paymentMethod: 'card',
      storeInstrument: true,
      futureUsage: 'CardOnFile',
      data: { encryptedData: 'tok_1', vaultProviderConfigId: 'vpc_1' },
    });
  });
});

describe('saveCard', () => {
  it('posts the body to the saveInstrument link with the payment headers; a 201 saves', async () => {
    const fetchImpl = answering(() => new Response('{"status":"created"}', { status: 201 }));
    await expect(saveCard({ token: 'session', target: TARGET, vaultToken: 'tok_1' }, fetchImpl)).resolves.toBeNull();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(TARGET.link);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(cardSaveBody(TARGET, 'tok_1'));
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer session');
    expect(headers.get('idempotency-key')).toBeTruthy();
  });

  it('a refused save is an authorization failure naming the call', async () => {
    const failure = await saveCard({ token: 's', target: TARGET, vaultToken: 't' }, answering(() => new Response('{"code":"bad-request"}', { status: 400 })));
    expect(failure).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR', detail: 'card-save: HTTP 400 unsuccessful' });
  });

  it('a 401 is a session expiry', async () => {
    const failure = await saveCard({ token: 's', target: TARGET, vaultToken: 't' }, answering(() => new Response('', { status: 401 })));
    expect(failure).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: MESSAGES.apiTokenInvalid, reason: 'api-token-invalid' });
  });

  it('a network drop is an unknown error, never a rejection', async () => {
    const failure = await saveCard({ token: 's', target: TARGET, vaultToken: 't' }, () => Promise.reject(new TypeError('fetch failed')));
    expect(failure).toMatchObject({ kind: 'failure', code: 'AUTHENTICATION_ERROR' });
  });
});
