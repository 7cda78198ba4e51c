/** Minimal HS256 JWTs for the vault bearer token: enough to issue and verify our own, nothing more. */
import { createHmac, timingSafeEqual } from 'node:crypto';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface VaultClaims {
  /** The payment session token this vault token was issued for. */
  readonly sub: string;
  readonly aud: 'vault';
  readonly iat: number;
  readonly exp: number;
}

export function signJwt(claims: VaultClaims, secret: string): string {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export type JwtCheck = { ok: true; claims: VaultClaims } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [head, body, sig] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
  const c = claims as Record<string, unknown>;
  if (typeof c.sub !== 'string' || c.aud !== 'vault' || typeof c.exp !== 'number' || typeof c.iat !== 'number') return { ok: false, reason: 'malformed' };
  if (c.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { sub: c.sub, aud: 'vault', iat: c.iat, exp: c.exp } };
}
