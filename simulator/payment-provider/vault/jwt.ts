/**
 * The vault bearer token: an HS256 JWT signed and verified with jose. Verification pins the
 * algorithm (HS256 only: no "none", no key confusion), the audience ("vault") and the expiry, and
 * needs `sub` (the payment session) and `iat`.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

export interface VaultClaims {
  /** The payment session token this vault token was issued for. */
  readonly sub: string;
  readonly aud: 'vault';
  readonly iat: number;
  readonly exp: number;
}

const ALGORITHM = 'HS256';
const AUDIENCE = 'vault';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signJwt(claims: VaultClaims, secret: string): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).setSubject(claims.sub).setAudience(claims.aud).setIssuedAt(claims.iat).setExpirationTime(claims.exp).sign(keyOf(secret));
}

export type JwtCheck = { ok: true; claims: VaultClaims } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

export async function verifyJwt(token: string, secret: string, nowSeconds: number): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], audience: AUDIENCE, currentDate: new Date(nowSeconds * 1000), requiredClaims: ['sub', 'iat', 'exp'], clockTolerance: 0 });
    if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return { ok: false, reason: 'malformed' };
    return { ok: true, claims: { sub: payload.sub, aud: AUDIENCE, iat: payload.iat, exp: payload.exp } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'bad-signature' };
    // Wrong algorithm, audience or shape, or not a JWT at all.
    return { ok: false, reason: 'malformed' };
  }
}
