import { describe, expect, it } from 'vitest';
import { VAULT_DEFAULT_ERROR, vaultErrorMessage } from './vault-request';

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
