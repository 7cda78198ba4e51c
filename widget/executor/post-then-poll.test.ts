import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages';
import { postThenPoll } from './post-then-poll';
import { at, json, linksToExecution, provider } from './fake-provider.test-support';
import { realSleep } from './poller';

describe('postThenPoll: confirm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts { data } to the confirm link with the payment headers, then polls links.execution', async () => {
    const before = [
      { code: 'authorizeRequested', time: at(0) },
      { code: 'authorizeFailed', time: at(1) },
      { code: 'confirmRequested', time: at(2) },
    ];
    const fetchImpl = provider(linksToExecution, [
      { status: before.slice(0, 2) },
      { status: [...before, { code: 'authorizePending', time: at(3) }], actionRequired: '3ds' },
      { status: [...before, { code: 'authorizeSuccessful', time: at(4) }] },
    ]);
    const done = postThenPoll({ call: 'confirm', token: 'session', url: 'https://p/confirm', body: { data: { orderId: 'O-1' } } }, { fetch: fetchImpl, sleep: realSleep });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ kind: 'success' });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://p/confirm');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ data: { orderId: 'O-1' } }) });
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer session');
    expect(headers.get('x-client-version')).toBe('5.25.0');
    expect(headers.get('x-client-type')).toBe('web-sdk');
    expect(headers.get('idempotency-key')).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it.each([
    [401, '', 'AUTHENTICATION_ERROR', MESSAGES.apiTokenInvalid],
    [403, '', 'AUTHENTICATION_ERROR', MESSAGES.apiTokenInvalid],
    [400, '{"message":"Invalid token"}', 'AUTHENTICATION_ERROR', MESSAGES.vaultTokenInvalid],
    [500, 'oops', 'AUTHORIZATION_ERROR', MESSAGES.authorizationFailed],
    [429, '', 'AUTHORIZATION_ERROR', MESSAGES.authorizationFailed],
  ])('maps a confirm answer of HTTP %i to %s', async (status, text, code, message) => {
    const fetchImpl = provider(() => new Response(text, { status }), []);
    const outcome = await postThenPoll({ call: 'confirm', token: 's', url: 'https://p/confirm', body: { data: {} } }, { fetch: fetchImpl, sleep: realSleep });
    expect(outcome).toMatchObject({ kind: 'failure', code, message, error: 'EXECUTOR_CONFIRM_FAILED' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('an authorize call that fails is not the confirm error', async () => {
    const outcome = await postThenPoll({ call: 'authorize', token: 's', url: 'https://p/authorize', body: {} }, { fetch: provider(() => new Response('oops', { status: 500 }), []) });
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(outcome).not.toHaveProperty('error');
  });

  it('a decline found by the poll after confirm is not the confirm error', async () => {
    const requested = [{ code: 'confirmRequested', time: at(0) }];
    const fetchImpl = provider(linksToExecution, [{ status: [...requested, { code: 'authorizeFailed', time: at(1) }] }]);
    const done = postThenPoll({ call: 'confirm', token: 's', url: 'https://p/confirm', body: { data: {} } }, { fetch: fetchImpl, sleep: realSleep });
    await vi.runAllTimersAsync();
    const outcome = await done;
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(outcome).not.toHaveProperty('error');
  });

  it('fails when the confirm answer has no execution link', async () => {
    const outcome = await postThenPoll({ call: 'confirm', token: 's', url: 'https://p/confirm', body: { data: {} } }, { fetch: provider(() => json(200, {}), []) });
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR', error: 'EXECUTOR_CONFIRM_FAILED', detail: 'confirm: confirm answer has no links.execution.href' });
  });

  it('reports a network drop on confirm as an unknown error', async () => {
    const outcome = await postThenPoll({ call: 'confirm', token: 's', url: 'https://p/confirm', body: { data: {} } }, { fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect(outcome).toMatchObject({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.unknownError, error: 'EXECUTOR_CONFIRM_FAILED' });
  });
});

describe('postThenPoll: the injected clock and the poll request', () => {
  it('sleeps on the injected clock and polls the execution with GET', async () => {
    const sleep = vi.fn(async () => undefined);
    const fetchImpl = provider(linksToExecution, [{ status: [{ code: 'authorizeRequested', time: at(0) }, { code: 'authorizeSuccessful', time: at(1) }] }]);
    await expect(postThenPoll({ call: 'authorize', token: 'session', url: 'https://p/authorize', body: {} }, { fetch: fetchImpl, sleep })).resolves.toEqual({ kind: 'success' });
    expect(sleep).toHaveBeenCalledWith(2000);
    expect(fetchImpl.mock.calls[1]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('names the poll in the detail when the clock throws', async () => {
    const sleep = vi.fn(async () => {
      throw new Error('clock broke');
    });
    const fetchImpl = provider(linksToExecution, []);
    await expect(postThenPoll({ call: 'authorize', token: 'session', url: 'https://p/authorize', body: {} }, { fetch: fetchImpl, sleep })).resolves.toMatchObject({
      kind: 'failure',
      detail: 'poll: unknown error (clock broke)',
    });
  });
});
