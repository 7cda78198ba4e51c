/**
 * The webhook signature, as Stripe documents its `Stripe-Signature` scheme: the provider signs
 * `${t}.${rawBody}` with HMAC-SHA256 under the endpoint's secret and sends `t=<unix seconds>,v1=<hex>`;
 * the merchant recomputes it over the bytes it received, compares in constant time, and refuses a
 * timestamp more than 5 minutes from its clock (Stripe's default tolerance) so a captured delivery
 * cannot be replayed later. Several v1 values may be sent (key rotation): one match is enough.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'provider-signature';
/** Stripe's default tolerance: 300 s either side of the merchant's clock. */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

export function computeSignature(secret: string, timestampS: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampS}.${rawBody}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, timestampS: number, rawBody: string): string {
  return `t=${timestampS},v1=${computeSignature(secret, timestampS, rawBody)}`;
}

export type SignatureCheck =
  | { readonly ok: true; readonly timestampS: number }
  | { readonly ok: false; readonly code: 'webhook-signature-missing' | 'webhook-signature-invalid' | 'webhook-timestamp-out-of-tolerance'; readonly detail: string };

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Checks a signature header against the raw body; never throws, never fails open. */
export function verifySignature(header: string | undefined, rawBody: string, secret: string, nowMs: number, toleranceS = SIGNATURE_TOLERANCE_S): SignatureCheck {
  if (!header) return { ok: false, code: 'webhook-signature-missing', detail: `The ${SIGNATURE_HEADER} header is missing.` };
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && HEX_SHA256.test(value)) candidates.push(value);
  }
  if (timestamp === null || candidates.length === 0) {
    return { ok: false, code: 'webhook-signature-invalid', detail: `The ${SIGNATURE_HEADER} header needs t=<unix seconds> and at least one v1=<hex HMAC-SHA256>.` };
  }
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceS) {
    return { ok: false, code: 'webhook-timestamp-out-of-tolerance', detail: `The signed timestamp is more than ${toleranceS} s from the merchant's clock: a replay or a stale delivery.` };
  }
  const expected = Buffer.from(computeSignature(secret, timestamp, rawBody), 'hex');
  const matches = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!matches) return { ok: false, code: 'webhook-signature-invalid', detail: 'No v1 signature matches the body under the endpoint secret.' };
  return { ok: true, timestampS: timestamp };
}
