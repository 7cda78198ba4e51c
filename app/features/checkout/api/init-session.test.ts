// @vitest-environment jsdom
/** The checkout names the signed-in shopper at /init/session (x-id-token), so their account's saved cards are listed; anonymous otherwise. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSignedInHint } from '../../../lib/auth/signed-in-hint';
import { installAppConfig } from '../../../config/app-config.test-support';
import { initPaymentSession } from './init-session';

class NotSignedInError extends Error {}
const idToken = vi.hoisted(() => ({ headers: vi.fn<() => Promise<Record<string, string>>>() }));
vi.mock('../../../lib/auth/id-token', () => ({ idTokenHeaders: idToken.headers, NotSignedInError }));

const SERVICE = 'https://api.example.com';
const session = { token: 'tok', amount: { value: '1.00', currency: 'USD' }, execution: { id: 'ex-1', steps: ['authorize'] }, scenario: null };

beforeAll(() => installAppConfig(SERVICE));
afterEach(() => {
  vi.unstubAllGlobals();
  idToken.headers.mockReset();
  setSignedInHint(false);
});

/** Answers every call with a session; resolves the headers the one call sent. */
function service(): () => Headers {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify(session), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    expect(fetchMock).toHaveBeenCalledOnce();
    return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
  };
}

const init = () => initPaymentSession({ planId: 'plan-1', email: 'ada@example.com', scenario: null, quizAttemptId: null, language: 'en' });

describe('initPaymentSession and the signed-in account', () => {
  it('sends the signed-in shopper\'s ID token in x-id-token', async () => {
    setSignedInHint(true);
    idToken.headers.mockResolvedValue({ 'x-id-token': 'id-token-of-ada' });
    const sent = service();
    await expect(init()).resolves.toEqual(session);
    expect(sent().get('x-id-token')).toBe('id-token-of-ada');
  });

  it('sends no token, and never asks Firebase for one, when nobody signed in on this browser', async () => {
    const sent = service();
    await expect(init()).resolves.toEqual(session);
    expect(sent().has('x-id-token')).toBe(false);
    expect(idToken.headers).not.toHaveBeenCalled();
  });

  it('sends no token when the hint is stale (signed out meanwhile)', async () => {
    setSignedInHint(true);
    idToken.headers.mockRejectedValue(new NotSignedInError('nobody'));
    const sent = service();
    await expect(init()).resolves.toEqual(session);
    expect(sent().has('x-id-token')).toBe(false);
  });

  it('stays anonymous, with a warning, when the SDK cannot give a token: the shopper can still pay', async () => {
    setSignedInHint(true);
    idToken.headers.mockRejectedValue(new Error('auth/network-request-failed'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = service();
    await expect(init()).resolves.toEqual(session);
    expect(sent().has('x-id-token')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('auth/network-request-failed'));
    warn.mockRestore();
  });
});
