/**
 * The vault bearer token (widget-spec sections 4, 5, 8): a JWT, valid only while its `exp` is in
 * the future; a cached token is reused while valid, a new one is asked for when it expires.
 * The payload is decoded by hand (base64url, UTF-8, JSON): the widget ships no JWT library.
 */
import { CollectError } from './collect-errors';
import { isRecord } from './guards';

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_VALUE = new Map([...BASE64URL_ALPHABET].map((char, index) => [char, index]));

/**
 * Decodes base64url (RFC 4648 section 5) without padding to bytes; null for any character outside
 * the alphabet or a length no encoding produces (remainder 1 of 4).
 */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = BASE64URL_VALUE.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(bytes);
}

/** The JWT payload as an object; null when the token is not three base64url parts with a JSON object in the middle. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') return null;
  const bytes = decodeBase64Url(parts[1]);
  if (bytes === null) return null;
  try {
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return isRecord(json) ? json : null;
  } catch {
    return null;
  }
}

/**
 * Whether `token` is a JWT whose `exp` (seconds since the epoch) is after `nowMs`. An undecodable
 * token, or one without a numeric `exp`, is invalid.
 *
 * @example isTokenValid(jwtWithExp(2_000_000_000), Date.UTC(2030, 0, 1)) // true
 */
export function isTokenValid(token: unknown, nowMs: number): token is string {
  if (typeof token !== 'string') return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
}

export type GetBearerToken = () => Promise<string> | string;

export interface BearerTokenCache {
  /** A valid token: the cached one while unexpired, else a fresh one from the callback. */
  get(): Promise<string>;
}

/**
 * Caches the merchant's bearer token while its JWT `exp` is in the future. Concurrent `get` calls
 * share one callback call. Throws BEARER_TOKEN_MISSING at creation when `getBearerToken` is not a
 * function; `get` rejects with INVALID_BEARER_TOKEN when the callback throws (kept as `cause`) or
 * returns an invalid or expired token. Default clock: Date.now.
 */
export function createBearerTokenCache(getBearerToken: unknown, now: () => number = Date.now): BearerTokenCache {
  if (typeof getBearerToken !== 'function') throw new CollectError('BEARER_TOKEN_MISSING');
  const callback = getBearerToken as GetBearerToken;
  let cached: string | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    let token: unknown;
    try {
      token = await callback();
    } catch (cause) {
      throw new CollectError('INVALID_BEARER_TOKEN', 'getBearerToken threw or rejected', { cause });
    }
    if (!isTokenValid(token, now())) throw new CollectError('INVALID_BEARER_TOKEN', 'not a JWT with a future exp');
    cached = token;
    return token;
  }

  return {
    get(): Promise<string> {
      if (cached !== null && isTokenValid(cached, now())) return Promise.resolve(cached);
      cached = null;
      inFlight ??= fetchToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
