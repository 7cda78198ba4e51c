import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL, resolveContactEmail } from './contact';

describe('the contact addresses from the build settings (issue 31)', () => {
  it('takes a configured address, trimmed', () => {
    expect(resolveContactEmail('VITE_SUPPORT_EMAIL', ' help@brand.test ', DEFAULT_SUPPORT_EMAIL)).toBe('help@brand.test');
  });

  it('falls back when unset or blank', () => {
    for (const unset of [undefined, null, '', '   ']) expect(resolveContactEmail('VITE_SUPPORT_EMAIL', unset, DEFAULT_SUPPORT_EMAIL)).toBe('support@localhost');
  });

  it('refuses what is not an address, naming the setting', () => {
    for (const bad of ['help', 'help@', '@brand.test', 'a b@brand.test', 42]) {
      expect(() => resolveContactEmail('VITE_PRIVACY_EMAIL', bad, DEFAULT_SUPPORT_EMAIL)).toThrow(/VITE_PRIVACY_EMAIL must be an email address/);
    }
  });
});
