/**
 * The provider's own requests write the sessions they changed before their transaction commits
 * (PaymentSessions keeps them in memory between writes); the merchant's requests never do: the
 * client calls that change a payment write it themselves (merchant-api.ts). What a rolled-back
 * request changed in memory is forgotten through CommitGroup.onRequestRollback (mount/provider.ts).
 */
import type { RequestHandler } from 'express';
import type { CommitGroup } from '../../platform/store/commit-group';
import type { PaymentSessions } from './sessions';

export function savingSessions(sessions: PaymentSessions, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const result: unknown = handler(req, res, next);
    sessions.saveTouched();
    return result as ReturnType<RequestHandler>;
  };
}

/**
 * The same unit of work for a provider request answered outside Express (the poll's fast path,
 * poll-fast-path.ts): `work` in its own savepoint of the group's transaction, then the sessions it
 * touched written, before the savepoint is released. A throw rolls back its savepoint only.
 */
export function inProviderUnit(group: Pick<CommitGroup, 'run'>, sessions: Pick<PaymentSessions, 'saveTouched'>, work: () => void): void {
  group.run(() => {
    work();
    sessions.saveTouched();
  });
}
