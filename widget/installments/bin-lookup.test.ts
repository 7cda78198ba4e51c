import { describe, expect, it } from 'vitest';
import { lookupBin } from './bin-lookup';

const answer = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;
const request = { link: 'https://service.test/provider/bin-lookup', token: 'ps_1', bin: '438935' };

describe('lookupBin', () => {
  it('posts the bin with the session token and the client headers, and reads issuerCountry.code', async () => {
    let seen: RequestInit | undefined;
    const fetchImpl = (async (_url: unknown, init?: RequestInit) => {
      seen = init;
      return new Response(JSON.stringify({ issuerCountry: { code: 'BR' } }), { status: 200 });
    }) as typeof fetch;
    expect(await lookupBin(request, fetchImpl)).toEqual({ ok: true, bin: '438935', issuerCountry: 'BR' });
    const headers = seen?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer ps_1');
    expect(headers['x-client-version']).toBe('5.25.0');
    expect(JSON.parse(String(seen?.body))).toEqual({ bin: '438935' });
  });

  it.each([
    ['a 500', answer(500, 'boom'), /BIN_LOOKUP_FAILED.*API_UNSUCCESSFUL: HTTP 500/],
    ['a 429', answer(429, ''), /TOO_MANY_REQUESTS: HTTP 429/],
    ['a body without the country', answer(200, '{"issuerCountry":{}}'), /issuerCountry.code/],
    ['a body that is not JSON', answer(200, '<html>'), /not JSON/],
    ['a network error', (async () => Promise.reject(new TypeError('offline'))) as typeof fetch, /network error/],
  ])('falls back to the bare bin with a coded error on %s', async (_name, fetchImpl, message) => {
    const result = await lookupBin(request, fetchImpl);
    expect(result.ok).toBe(false);
    expect(result.bin).toBe('438935');
    if (!result.ok) {
      expect(result.error.code).toBe('BIN_LOOKUP_FAILED');
      expect(result.error.message).toMatch(message);
    }
  });

  it('never calls with fewer than 6 digits', async () => {
    let called = false;
    const fetchImpl = (async () => {
      called = true;
      return new Response('{}');
    }) as typeof fetch;
    expect((await lookupBin({ ...request, bin: '42424' }, fetchImpl)).ok).toBe(false);
    expect(called).toBe(false);
  });
});
