import { describe, expect, it, vi } from 'vitest';
import { callPaymentApi, type Fetch } from './payment-api';

const respond = (status: number, text: string): Fetch => vi.fn<Fetch>(async () => new Response(text, { status }));

describe('callPaymentApi', () => {
  it('sends the bearer token, a fresh idempotency key, client version and client type', async () => {
    const fetchImpl = respond(200, '{}');
    await callPaymentApi({ method: 'POST', url: 'https://p/authorize', token: 'tok', body: { a: 1 } }, fetchImpl);
    await callPaymentApi({ method: 'GET', url: 'https://p/execution', token: 'tok' }, fetchImpl);
    const calls = vi.mocked(fetchImpl).mock.calls;
    const headers = calls.map(([, init]) => new Headers(init?.headers));
    for (const h of headers) {
      expect(h.get('authorization')).toBe('Bearer tok');
      expect(h.get('x-client-version')).toBe('5.25.0');
      expect(h.get('x-client-type')).toBe('web-sdk');
      expect(h.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    }
    expect(headers[0]?.get('idempotency-key')).not.toBe(headers[1]?.get('idempotency-key'));
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(headers[0]?.get('content-type')).toBe('application/json');
    expect(calls[1]?.[1]).toMatchObject({ method: 'GET', body: null });
  });

  it('returns ok with the parsed body, or null for an empty 2xx', async () => {
    await expect(callPaymentApi({ method: 'GET', url: 'u', token: 't' }, respond(200, '{"x":1}'))).resolves.toEqual({ kind: 'ok', status: 200, body: { x: 1 } });
    await expect(callPaymentApi({ method: 'GET', url: 'u', token: 't' }, respond(200, ''))).resolves.toEqual({ kind: 'ok', status: 200, body: null });
  });

  it('returns http-error with the body text for a non-OK status', async () => {
    await expect(callPaymentApi({ method: 'GET', url: 'u', token: 't' }, respond(429, 'slow down'))).resolves.toEqual({
      kind: 'http-error',
      status: 429,
      text: 'slow down',
    });
  });

  it('returns malformed for a 2xx that is not JSON, never ok', async () => {
    await expect(callPaymentApi({ method: 'GET', url: 'u', token: 't' }, respond(200, '<html>'))).resolves.toMatchObject({ kind: 'malformed', status: 200, text: '<html>' });
  });

  it('never throws: a rejecting fetch or an unencodable body is a network-error', async () => {
    const rejecting = vi.fn<Fetch>(async () => Promise.reject(new TypeError('fetch failed')));
    await expect(callPaymentApi({ method: 'GET', url: 'u', token: 't' }, rejecting)).resolves.toMatchObject({ kind: 'network-error' });
    await expect(callPaymentApi({ method: 'POST', url: 'u', token: 't', body: { n: 1n } }, respond(200, '{}'))).resolves.toMatchObject({ kind: 'network-error' });
  });
});
