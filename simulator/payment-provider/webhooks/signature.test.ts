/**
 * The webhook signature header on its own (issue 43, point 4): what the merchant's check accepts and
 * refuses, field by field, and why (each refusal's code and detail), without a server.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSignature, SIGNATURE_TOLERANCE_S, signatureHeader, verifySignature } from './signature';

const SECRET = 'whsec_signature-test';
const BODY = '{"id":"evt_1","type":"charge.authorized","note":"Zürich €"}';
const NOW_MS = Date.UTC(2026, 11, 7, 12, 0, 0);
const T = NOW_MS / 1000;
const v1 = (t: number = T, body = BODY, secret = SECRET) => computeSignature(secret, t, body);
const check = (header: string | undefined, nowMs = NOW_MS) => verifySignature(header, BODY, SECRET, nowMs);

const MALFORMED = "The provider-signature header needs t=<unix seconds> and at least one v1=<hex HMAC-SHA256>.";
const NO_MATCH = 'No v1 signature matches the body under the endpoint secret.';

describe('the signature the provider sends', () => {
  it("is Stripe's scheme: HMAC-SHA256 in hex over `t.body` (UTF-8) under the endpoint secret, sent as t=…,v1=…", () => {
    const expected = createHmac('sha256', SECRET).update(Buffer.from(`${T}.${BODY}`, 'utf8')).digest('hex');
    expect(computeSignature(SECRET, T, BODY)).toBe(expected);
    expect(signatureHeader(SECRET, T, BODY)).toBe(`t=${T},v1=${expected}`);
  });

  it('depends on the secret, the timestamp and every byte of the body', () => {
    const base = v1();
    expect(v1(T, BODY, 'whsec_other')).not.toBe(base);
    expect(v1(T + 1)).not.toBe(base);
    expect(v1(T, `${BODY} `)).not.toBe(base);
  });
});

describe('the merchant’s check', () => {
  it('accepts its own header and answers the signed timestamp', () => {
    expect(check(signatureHeader(SECRET, T, BODY))).toEqual({ ok: true, timestampS: T });
  });

  it('a missing or empty header is refused as missing', () => {
    for (const header of [undefined, '']) {
      expect(check(header)).toEqual({ ok: false, code: 'webhook-signature-missing', detail: 'The provider-signature header is missing.' });
    }
  });

  it('tolerates spaces after the commas and fields in any order', () => {
    expect(check(`t=${T}, v1=${v1()}`)).toEqual({ ok: true, timestampS: T });
    expect(check(`v1=${v1()},t=${T}`)).toEqual({ ok: true, timestampS: T });
  });

  it('one matching v1 among several is enough (a key being rotated), whatever its place', () => {
    const other = v1(T, BODY, 'whsec_old');
    expect(check(`t=${T},v1=${other},v1=${v1()}`)).toEqual({ ok: true, timestampS: T });
    expect(check(`t=${T},v1=${v1()},v1=${other}`)).toEqual({ ok: true, timestampS: T });
    expect(check(`t=${T},v1=${other}`)).toEqual({ ok: false, code: 'webhook-signature-invalid', detail: NO_MATCH });
  });

  it('needs both a timestamp and a v1: either alone is malformed', () => {
    for (const header of [`t=${T}`, `v1=${v1()}`, 'garbage', `t=${T},v0=${v1()}`, `ts=${T},v1=${v1()}`, `T=${T},v1=${v1()}`, `t=,v1=${v1()}`, `t=${T},v1=`]) {
      expect(check(header), header).toEqual({ ok: false, code: 'webhook-signature-invalid', detail: MALFORMED });
    }
  });

  it('the timestamp is whole seconds of 1 to 12 digits, nothing before or after them', () => {
    for (const t of [`${T}a`, `a${T}`, `-${T}`, `${T}.5`, `1${'0'.repeat(12)}`, ` `]) {
      expect(check(`t=${t},v1=${v1()}`), t).toEqual({ ok: false, code: 'webhook-signature-invalid', detail: MALFORMED });
    }
    // Twelve digits are read (and then refused as far from the clock, not as malformed).
    expect(check(`t=999999999999,v1=${v1(999999999999)}`).ok).toBe(false);
    expect(check(`t=999999999999,v1=${v1(999999999999)}`)).toMatchObject({ code: 'webhook-timestamp-out-of-tolerance' });
    expect(verifySignature(`t=7,v1=${v1(7)}`, BODY, SECRET, 7_000)).toEqual({ ok: true, timestampS: 7 });
  });

  it('a v1 is exactly 64 lower-case hex digits: longer, shorter, upper-case or padded ones are not read, and nothing throws', () => {
    const good = v1();
    for (const bad of [`${good}0`, `${good}00`, good.slice(1), good.slice(2), good.toUpperCase(), `x${good}`, `${good}x`, `${'g'.repeat(64)}`]) {
      expect(() => check(`t=${T},v1=${bad}`)).not.toThrow();
      expect(check(`t=${T},v1=${bad}`), bad).toEqual({ ok: false, code: 'webhook-signature-invalid', detail: MALFORMED });
    }
  });

  it('a well-formed signature over other bytes or under another key does not match', () => {
    expect(verifySignature(signatureHeader(SECRET, T, BODY), `${BODY} `, SECRET, NOW_MS)).toEqual({ ok: false, code: 'webhook-signature-invalid', detail: NO_MATCH });
    expect(verifySignature(signatureHeader('whsec_other', T, BODY), BODY, SECRET, NOW_MS)).toEqual({ ok: false, code: 'webhook-signature-invalid', detail: NO_MATCH });
  });

  it(`refuses a timestamp more than ${SIGNATURE_TOLERANCE_S} s (5 minutes) either side of the clock, and takes one exactly at the edge`, () => {
    expect(SIGNATURE_TOLERANCE_S).toBe(300);
    const stale = { ok: false, code: 'webhook-timestamp-out-of-tolerance', detail: "The signed timestamp is more than 300 s from the merchant's clock: a replay or a stale delivery." };
    for (const offset of [-300, 300, -299, 0]) expect(check(signatureHeader(SECRET, T + offset, BODY)), String(offset)).toMatchObject({ ok: true });
    for (const offset of [-301, 301, -3600, 86_400]) expect(check(signatureHeader(SECRET, T + offset, BODY)), String(offset)).toEqual(stale);
    // Milliseconds on the clock count: 300.5 s after the signed second is stale.
    expect(check(signatureHeader(SECRET, T, BODY), NOW_MS + 300_500)).toEqual(stale);
    expect(check(signatureHeader(SECRET, T, BODY), NOW_MS + 299_500)).toMatchObject({ ok: true });
  });

  it('a narrower tolerance can be asked for, and the refusal names it', () => {
    const header = signatureHeader(SECRET, T - 11, BODY);
    expect(verifySignature(header, BODY, SECRET, NOW_MS, 10)).toEqual({ ok: false, code: 'webhook-timestamp-out-of-tolerance', detail: "The signed timestamp is more than 10 s from the merchant's clock: a replay or a stale delivery." });
    expect(verifySignature(header, BODY, SECRET, NOW_MS, 11)).toEqual({ ok: true, timestampS: T - 11 });
  });

  it('checks the timestamp before the signature: a stale replay of a valid delivery is told as stale', () => {
    const old = signatureHeader(SECRET, T - 3600, BODY);
    expect(check(old)).toMatchObject({ code: 'webhook-timestamp-out-of-tolerance' });
    const oldAndWrong = signatureHeader('whsec_other', T - 3600, BODY);
    expect(check(oldAndWrong)).toMatchObject({ code: 'webhook-timestamp-out-of-tolerance' });
  });
});
