import { afterEach, describe, expect, it, vi } from 'vitest';
import { CF_TRACK_HEADER, fetchJson, HttpError, isAppOrigin } from './fetch-json';
import { ATTRIBUTION_PID } from './tracking/constants';

const identity = { parse: (data: unknown) => data };

/** Stubs fetch with one answer; the returned mock records what was asked. */
function answer(status: number, body: string) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(body, { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const headersOf = (mock: ReturnType<typeof answer>) => (mock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isAppOrigin', () => {
  it('holds for paths on the page\'s origin, not for other origins or protocol-relative URLs', () => {
    expect(isAppOrigin('/remote-addr')).toBe(true);
    expect(isAppOrigin('/mindmetric/api/cancel')).toBe(true);
    expect(isAppOrigin('https://service.example.test/subs/create')).toBe(false);
    expect(isAppOrigin('//service.example.test/subs/create')).toBe(false);
    expect(isAppOrigin('')).toBe(false);
  });
});

describe('fetchJson (app §7)', () => {
  it('sends cf-track on an app-origin call, with the caller\'s own headers kept', async () => {
    const fetchMock = answer(200, '{"ip":"203.0.113.1","country":"US"}');
    await expect(fetchJson('/api/cancel-request', identity, { method: 'POST', body: '{}', headers: { 'x-id-token': 't' } })).resolves.toEqual({ ip: '203.0.113.1', country: 'US' });
    expect(headersOf(fetchMock)).toMatchObject({ [CF_TRACK_HEADER]: ATTRIBUTION_PID, 'x-id-token': 't', 'Content-Type': 'application/json' });
  });

  it('sends no cf-track to another origin (the subscription service)', async () => {
    const fetchMock = answer(200, '{}');
    await fetchJson('https://service.example.test/subs/create-no-user', identity, { method: 'POST', body: '{}' });
    expect(Object.keys(headersOf(fetchMock))).not.toContain(CF_TRACK_HEADER);
  });

  it('rejects a non-2xx answer with the parsed body and the service\'s error as its message', async () => {
    answer(409, '{"error":"Already subscribed"}');
    const error: unknown = await fetchJson('/event', identity).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, body: { error: 'Already subscribed' }, message: 'Already subscribed' });
  });
});
