/**
 * The provider's own requests write the sessions they changed before their transaction commits
 * (PaymentSessions keeps them in memory between writes); the merchant's requests never do: the
 * client calls that change a payment write it themselves (merchant-api.ts). What a rolled-back
 * request changed in memory is forgotten through CommitGroup.onRequestRollback (mount/provider.ts).
 */
import type { RequestHandler } from 'express';
import type { PaymentSessions } from './sessions';

export function savingSessions(sessions: PaymentSessions, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const result: unknown = handler(req, res, next);
    sessions.saveTouched();
    return result as ReturnType<RequestHandler>;
  };
}
