import { describe, expect, it, vi } from 'vitest';
import { createBearerTokenCache, isTokenValid } from './bearer-token';

const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown): string => `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify(payload))}.sig`;
const NOW = Date.UTC(2030, 0, 1);
const exp = (offsetS: number): number => NOW / 1000 + offsetS;

describe('isTokenValid', () => {
  it('holds while exp is in the future, strictly', () => {
    expect(isTokenValid(jwt({ exp: exp(1) }), NOW)).toBe(true);
    expect(isTokenValid(jwt({ exp: exp(0) }), NOW)).toBe(false);
    expect(isTokenValid(jwt({ exp: exp(-60) }), NOW)).toBe(false);
  });

  it('is false for undecodable tokens and missing or non-numeric exp', () => {
    expect(isTokenValid('garbage', NOW)).toBe(false);
    expect(isTokenValid(jwt({}), NOW)).toBe(false);
    expect(isTokenValid(jwt({ exp: String(exp(60)) }), NOW)).toBe(false);
    expect(isTokenValid(42, NOW)).toBe(false);
    expect(isTokenValid(`x.${b64url('[1]')}.y`, NOW)).toBe(false);
    expect(isTokenValid(`x.${b64url('not json')}.y`, NOW)).toBe(false);
    expect(isTokenValid('x..y', NOW)).toBe(false);
  });
});

describe('createBearerTokenCache', () => {
  it('requires a function', () => {
    expect(() => createBearerTokenCache(undefined)).toThrow(expect.objectContaining({ code: 'BEARER_TOKEN_MISSING' }));
  });

  it('reuses the token while unexpired and asks again once expired', async () => {
    let now = NOW;
    const tokens = [jwt({ exp: exp(10) }), jwt({ exp: exp(100) })];
    const callback = vi.fn(() => tokens[callback.mock.calls.length - 1] ?? '');
    const cache = createBearerTokenCache(callback, () => now);
    expect(await cache.get()).toBe(tokens[0]);
    now += 9_000;
    expect(await cache.get()).toBe(tokens[0]);
    now += 1_000;
    expect(await cache.get()).toBe(tokens[1]);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('shares one callback call between concurrent gets', async () => {
    const callback = vi.fn(async () => jwt({ exp: exp(60) }));
    const cache = createBearerTokenCache(callback, () => NOW);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('reports an invalid token or a failing callback as INVALID_BEARER_TOKEN, keeping the cause', async () => {
    await expect(createBearerTokenCache(() => jwt({ exp: exp(-1) }), () => NOW).get()).rejects.toMatchObject({ code: 'INVALID_BEARER_TOKEN' });
    const cause = new Error('offline');
    await expect(
      createBearerTokenCache(() => Promise.reject(cause), () => NOW).get(),
    ).rejects.toMatchObject({ code: 'INVALID_BEARER_TOKEN', cause });
  });
});
