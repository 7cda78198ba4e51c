import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A page holding `config` in its #app-config block, served from `origin`. */
function page(config: unknown, origin = 'http://localhost:3000'): Document {
  const block = { textContent: JSON.stringify(config) };
  return { getElementById: (id: string) => (id === 'app-config' ? block : null), defaultView: { location: { origin } } } as unknown as Document;
}

const base = { serviceOrigin: 'https://api.example.com', assetOrigin: 'https://assets.example.com' };

// appConfig caches the first config it reads: each test gets the module afresh.
const load = async () => (await import('./env')).appConfig;
beforeEach(() => vi.resetModules());

describe('appConfig', () => {
  it('reads the origins and the Firebase config the simulator injects', async () => {
    // A policy in the shape Firebase's custom strength options have (simulator/merchant/identity/web-config.ts injects one).
    const passwordPolicy = { minPasswordLength: 8, maxPasswordLength: 4096, containsLowercaseLetter: true, containsUppercaseLetter: true, containsNumericCharacter: true, containsNonAlphanumericCharacter: false };
    const firebase = { apiKey: 'demo-api-key', projectId: 'demo-mm', authDomain: '127.0.0.1:9099', authEmulatorOrigin: 'http://127.0.0.1:9099', passwordPolicy };
    expect((await load())(page({ ...base, firebase }))).toEqual({ ...base, firebase });
  });

  it('fills the password policy defaults the spec names (minimum 6, no character classes)', async () => {
    const firebase = { apiKey: 'k', projectId: 'p', authDomain: 'd', passwordPolicy: {} };
    expect((await load())(page({ ...base, firebase })).firebase?.passwordPolicy).toEqual({
      minPasswordLength: 6,
      containsLowercaseLetter: false,
      containsUppercaseLetter: false,
      containsNumericCharacter: false,
      containsNonAlphanumericCharacter: false,
    });
  });

  it('answers the staging service origin on a dev page', async () => {
    const config = { ...base, stagingServiceOrigin: 'https://api.dev.example.com' };
    expect((await load())(page(config, 'https://dev.mindmetric.example')).serviceOrigin).toBe('https://api.dev.example.com');
  });

  it.each([
    ['a service origin that is no URL', { ...base, serviceOrigin: 'api.example.com' }],
    ['no asset origin', { serviceOrigin: base.serviceOrigin }],
    ['an empty Firebase API key', { ...base, firebase: { apiKey: '', projectId: 'p', authDomain: 'd' } }],
    ['a fractional minimum password length', { ...base, firebase: { apiKey: 'k', projectId: 'p', authDomain: 'd', passwordPolicy: { minPasswordLength: 6.5 } } }],
  ])('refuses %s', async (_, config) => {
    expect(await load().then((appConfig) => () => appConfig(page(config)))).toThrow();
  });

  it('says where the config comes from when the block is missing', async () => {
    const empty = { getElementById: () => null, defaultView: null } as unknown as Document;
    expect(await load().then((appConfig) => () => appConfig(empty))).toThrow(/#app-config/);
  });
});
