/**
 * Session expiry (widget §8 in docs/spec-coverage.md, issue 11 point 5), through createPaymentClient and the
 * drop-in's Pay button, with the frame's answers played on the message bus and the provider faked:
 * the spec's messages reach the host, a fresh session from onPaymentSessionExpired is paid with, and
 * a refresh that brings nothing is logged as SESSION_REFRESH_FAILED and told to the shopper.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefreshedSession } from './drop-in';
import { MESSAGES } from '../messages';
import type { TokenizationResult } from '../vault-frame/protocol';
import { cardExecution, jwt, mountCardDropIn, tokenizedCard } from './card-frame.test-support';

const execution = (n: number) => cardExecution(`https://p/${n}/authorize`);
const TOKENIZED = tokenizedCard(false, 'card_1');

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
  const dropIn = mountCardDropIn({
    config: { token: 'first', amount: { value: '1.00', currency: 'USD' }, execution: execution(1) },
    getBearerToken: async () => jwt({ exp: 4_000_000_000 }),
    events: { onAuthorizeFailed, onPaymentSessionExpired },
    fetch,
  });
  dropIn.answerTokenization(options.vault);
  dropIn.readyWithValidCard();
  const pay = async () => {
    await dropIn.payUntilFailure(onAuthorizeFailed);
    await vi.waitFor(() => expect(dropIn.payButton()?.getAttribute('aria-busy')).toBe('false'));
  };
  return { pay, authorizations, onPaymentSessionExpired, onAuthorizeFailed, message: dropIn.message };
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
