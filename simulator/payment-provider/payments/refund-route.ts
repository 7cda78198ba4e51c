/**
 * POST /provider/refunds (contracts/refunds.ts): the merchant's server-to-server refund call. It is
 * authenticated by the merchant's secret API key, never by a shopper's payment session, and needs an
 * Idempotency-Key: the provider's refunds table keeps each answer under it (payment-provider/payments/refunds.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { RefundIdempotencyKey, RefundRequest } from '../../../contracts/refunds';
import { Problem } from '../../platform/http/problem';
import type { ProviderRefunds } from './refunds';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Admits only the merchant's secret key as a bearer token. */
export function requireMerchantKey(apiKey: string): RequestHandler {
  return (req, _res, next) => {
    const match = /^Bearer (.+)$/.exec(req.get('Authorization') ?? '');
    if (!match?.[1] || !sameSecret(match[1], apiKey)) throw new Problem('unauthorized', 'A refund needs the merchant’s secret API key as the bearer token.');
    next();
  };
}

export function refundHandler(refunds: ProviderRefunds): RequestHandler {
  return (req, res) => {
    const key = req.get('Idempotency-Key');
    if (!key || !RefundIdempotencyKey.safeParse(key).success) throw new Problem('bad-request', 'A refund needs an Idempotency-Key header (1 to 255 visible ASCII characters): the same key answers the same refund.');
    const body = RefundRequest.parse(req.body);
    res.status(200).json(refunds.create(body, key));
  };
}
