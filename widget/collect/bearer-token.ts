/**
 * The vault bearer token (widget §4, §5, §8 in docs/spec-coverage.md): a JWT, valid only while its `exp` is in
 * the future; a cached token is reused while valid, a new one is asked for when it expires.
 * The payload is read with jose's decodeJwt (no signature check: the vault verifies it; the widget
 * only needs `exp` to know when to ask again).
 */
import { decodeJwt } from 'jose';
import { CollectError } from './collect-errors';

/** The token's `exp` claim, or null when the token is not a decodable JWT. */
function expiryOf(token: string): unknown {
  try {
    return decodeJwt(token).exp;
  } catch {
    // jose throws for anything that is not a JWT with a JSON object payload: such a token is invalid.
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
  const exp = expiryOf(token);
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
}

type GetBearerToken = () => Promise<string> | string;

export interface BearerTokenCache {
  /** A valid token: the cached one while unexpired, else a fresh one from the callback. */
  get(): Promise<string>;
  /** Forgets the cached token (the vault rejected it before its `exp`): the next `get` asks again. */
  invalidate(): void;
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
    invalidate(): void {
      cached = null;
    },
  };
}
