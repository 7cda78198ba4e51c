import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const SECRET = 'test-secret-test-secret';
const NOW = 1_800_000_000;
const claims = { sub: 'ps_session', aud: 'vault' as const, iat: NOW, exp: NOW + 600 };
const key = new TextEncoder().encode(SECRET);

describe('vault bearer tokens (jose)', () => {
  it('verifies its own token until its expiry, and not after', async () => {
    const token = await signJwt(claims, SECRET);
    expect(await verifyJwt(token, SECRET, NOW + 599)).toEqual({ ok: true, claims });
    expect(await verifyJwt(token, SECRET, NOW + 600)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another secret, another audience, another algorithm and unsigned tokens', async () => {
    const token = await signJwt(claims, SECRET);
    expect(await verifyJwt(token, 'another-secret-another', NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    const otherAudience = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('ps_session').setAudience('provider').setIssuedAt(NOW).setExpirationTime(NOW + 600).sign(key);
    expect(await verifyJwt(otherAudience, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    const hs512 = await new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject('ps_session').setAudience('vault').setIssuedAt(NOW).setExpirationTime(NOW + 600).sign(new Uint8Array(64).fill(7));
    expect(await verifyJwt(hs512, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    const unsigned = new UnsecuredJWT({}).setSubject('ps_session').setAudience('vault').setIssuedAt(NOW).setExpirationTime(NOW + 600).encode();
    expect(await verifyJwt(unsigned, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('needs a subject and refuses what is not a JWT', async () => {
    const noSubject = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setAudience('vault').setIssuedAt(NOW).setExpirationTime(NOW + 600).sign(key);
    expect(await verifyJwt(noSubject, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    for (const junk of ['', 'a.b', 'a.b.c', 'not a token']) expect(await verifyJwt(junk, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});
