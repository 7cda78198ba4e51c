import { describe, expect, it, vi } from 'vitest';
import { VAULT_DEFAULT_ERROR, vaultErrorMessage, vaultRequest } from './vault-request';

describe('vaultErrorMessage', () => {
  it('prefers the JSON error.message', () => {
    expect(vaultErrorMessage('{"error":{"message":"Token expired"}}', null)).toBe('Token expired');
  });
  it('falls back to the plain body, then to the default', () => {
    expect(vaultErrorMessage('Bad gateway', null)).toBe('Bad gateway');
    expect(vaultErrorMessage('', null)).toBe(VAULT_DEFAULT_ERROR);
  });
  it('appends the request id', () => {
    expect(vaultErrorMessage('{"error":{"message":"Nope"}}', 'req-1')).toBe('Nope - requestId: req-1');
  });
});

describe('vaultRequest', () => {
  const sent = async (body: unknown) => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 200 }));
    const result = await vaultRequest({ method: 'POST', url: 'https://vault.test/v1', headers: { Authorization: 'Bearer t' }, body }, fetchImpl);
    expect(result).toEqual({ ok: true, body: { ok: true } });
    const init = fetchImpl.mock.calls[0]?.[1];
    return { body: init?.body, headers: (init?.headers ?? {}) as Record<string, string> };
  };

  it('sends an object as JSON, with the caller\'s headers and the metadata header', async () => {
    const { body, headers } = await sent({ records: [{ fields: { a: 1 } }] });
    expect(body).toBe('{"records":[{"fields":{"a":1}}]}');
    expect(headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer t' });
    expect(JSON.parse(headers['sky-metadata'] ?? '{}')).toMatchObject({ sdk_name: 'mindmetric-widget' });
  });

  it('sends form data as is, leaving its content type to the browser', async () => {
    const form = new FormData();
    form.append('file', 'abc');
    const params = new URLSearchParams({ a: '1' });
    for (const given of [form, params]) {
      const { body, headers } = await sent(given);
      expect(body).toBe(given);
      expect(headers['Content-Type']).toBeUndefined();
    }
  });
});
