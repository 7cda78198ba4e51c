import { describe, expect, it } from 'vitest';
import { checkCustomElementsUrl, checkVaultUrl, parseVaultUrl, resolveElementsUrl } from './container-config';

describe('vault URL', () => {
  it('strips one trailing slash', () => {
    expect(parseVaultUrl('https://vault.example.com/')).toEqual({ ok: true, value: 'https://vault.example.com' });
    expect(parseVaultUrl('http://localhost:4001/v1/')).toEqual({ ok: true, value: 'http://localhost:4001/v1' });
    expect(parseVaultUrl('https://vault.example.com')).toEqual({ ok: true, value: 'https://vault.example.com' });
  });

  it.each(['', 'vault.example.com', 'ftp://x', 3, undefined])('rejects %j', (url) => {
    expect(checkVaultUrl(url)?.code).toBe('INVALID_VAULT_URL');
  });
});

describe('custom elements URL', () => {
  it('must start with https', () => {
    expect(checkCustomElementsUrl('https://cdn.example.com')).toBeNull();
    expect(checkCustomElementsUrl('http://cdn.example.com')?.code).toBe('INVALID_CUSTOM_ELEMENTS_URL');
    expect(checkCustomElementsUrl(undefined)?.code).toBe('INVALID_CUSTOM_ELEMENTS_URL');
  });

  it('is overridden by the fixed host at initialisation, with a warning', () => {
    const fixed = 'https://assets.example.com';
    expect(resolveElementsUrl(undefined, fixed)).toEqual({ ok: true, value: { url: fixed, warning: null } });
    expect(resolveElementsUrl('https://cdn.example.com', fixed)).toEqual({
      ok: true,
      value: { url: fixed, warning: { code: 'CUSTOM_ELEMENTS_URL_OVERRIDDEN', detail: null } },
    });
    const bad = resolveElementsUrl('http://cdn.example.com', fixed);
    expect(bad.ok ? null : bad.error.code).toBe('INVALID_CUSTOM_ELEMENTS_URL');
  });
});
