import { describe, expect, it } from 'vitest';
import { checkRequestedVaultUrl, configuredVaultUrl } from './vault-url';

describe('the vault URL comes from the frame, never from the host', () => {
  const configured = configuredVaultUrl({ origin: 'https://assets.example' });

  it('is the frame origin plus /vault', () => {
    expect(configured).toBe('https://assets.example/vault');
  });

  it('accepts the configured URL, with or without a trailing slash, or none', () => {
    expect(checkRequestedVaultUrl(undefined, configured)).toEqual({ ok: true, url: configured });
    expect(checkRequestedVaultUrl('https://assets.example/vault/', configured)).toEqual({ ok: true, url: configured });
  });

  it.each(['https://evil.example/vault', 'https://assets.example/steal', 'https://assets.example/vault/../steal', 'https://assets.example.evil.example/vault', ''])(
    'refuses %s with a code',
    (url) => {
      const check = checkRequestedVaultUrl(url, configured);
      expect(check.ok).toBe(false);
      expect(check.ok ? null : check.code).toBe('VAULT_URL_REFUSED');
    },
  );
});
