/**
 * Rate limits on the anonymous endpoints (express-rate-limit, per client address): payment
 * sessions, funnel events, cancel-by-email and activation emails. Far above what a shopper, QA or
 * the test suites send; past them the answer is 429 problem+json with Retry-After. The limits come
 * from the environment (simulator/config.ts).
 */
import type { RequestHandler } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { Problem } from './problem';

export interface RateLimits {
  /** Length of one counting window, in seconds. */
  readonly windowS: number;
  /** Requests per client and window: GET /init/session. */
  readonly initSession: number;
  /** POST /event. */
  readonly event: number;
  /** POST /api/cancel-request and /api/cancel-subscription/{content}. */
  readonly cancel: number;
  /** POST /api/send-activation-by-email/{product}/{email}. */
  readonly activation: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { windowS: 60, initSession: 600, event: 3000, cancel: 120, activation: 120 };

/** One limiter: its own counters, a 429 problem+json with Retry-After (whole seconds) past the limit. */
export function anonymousLimit(limit: number, windowS: number, what: string): RequestHandler {
  return rateLimit({
    windowMs: windowS * 1000,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler(req, res, next) {
      const info = (req as { rateLimit?: RateLimitInfo }).rateLimit;
      const reset = info?.resetTime?.getTime() ?? Date.now() + windowS * 1000;
      const retryAfterSeconds = Math.max(1, Math.ceil((reset - Date.now()) / 1000));
      res.setHeader('Retry-After', String(retryAfterSeconds));
      next(new Problem('too-many-requests', `Too many ${what} from this address: at most ${limit} in ${windowS} seconds. Try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds }));
    },
  });
}
