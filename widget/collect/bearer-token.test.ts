import { describe, expect, it, vi } from 'vitest';
import { createBearerTokenCache, decodeBase64Url, decodeJwtPayload, isTokenValid } from './bearer-token';

const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown): string => `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify(payload))}.sig`;
const NOW = Date.UTC(2030, 0, 1);
const exp = (offsetS: number): number => NOW / 1000 + offsetS;

describe('base64url and JWT payload', () => {
  it('decodes base64url as Node encodes it, UTF-8 included', () => {
    for (const text of ['', 'a', 'ab', 'abc', '{"exp":1}', 'žluťoučký kůň ✓']) {
      expect(new TextDecoder().decode(decodeBase64Url(b64url(text)) ?? undefined)).toBe(text);
    }
  });

  it('rejects characters outside the alphabet and impossible lengths', () => {
    expect(decodeBase64Url('ab+c')).toBeNull();
    expect(decodeBase64Url('abc=')).toBeNull();
    expect(decodeBase64Url('abcde')).toBeNull();
  });

  it('reads the payload object of a three-part token only', () => {
    expect(decodeJwtPayload(jwt({ exp: 5 }))).toEqual({ exp: 5 });
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload(`x.${b64url('[1]')}.y`)).toBeNull();
    expect(decodeJwtPayload(`x.${b64url('not json')}.y`)).toBeNull();
    expect(decodeJwtPayload('x..y')).toBeNull();
  });
});

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
