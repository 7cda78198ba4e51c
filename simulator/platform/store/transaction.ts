/**
 * One request, one unit of work: the handler's effects (session, charge, subscription, outbox row)
 * and the idempotency answer commit together, and only then is the answer written to the socket.
 * A crash before the commit leaves nothing acknowledged; a crash after it leaves the answer stored,
 * so a retry replays exactly what the client may already have read (issue 10, points 1 and 2).
 * The requests of one event-loop turn share one commit (platform/store/commit-group.ts), each in its own
 * savepoint: a failing request rolls back its own work only.
 *
 * Handlers wrapped here are synchronous (better-sqlite3 is), so no other request interleaves.
 * Nothing here knows a party's caches: the provider writes its sessions itself (payment-provider/payments/unit-of-work.ts)
 * and forgets them when a request's savepoint rolls back (CommitGroup.onRequestRollback).
 */
import type { RequestHandler, Response } from 'express';
import { afterResponse } from '../http/after-response';
import type { CommitGroup } from './commit-group';
import { COMMIT_IDEMPOTENCY, type IdempotencyAnswer } from '../http/idempotency';


type CommitIdempotency = (answer: IdempotencyAnswer) => void;

const bodyText = (chunk: unknown) => (typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '');

function answerOf(res: Response, chunk: unknown): IdempotencyAnswer {
  return { status: res.statusCode, contentType: String(res.getHeader('Content-Type') ?? 'application/json'), body: bodyText(chunk) };
}

export function transactional(group: CommitGroup, handler: RequestHandler, afterCommit: () => void = () => undefined): RequestHandler {
  return (req, res, next) => {
    const send = res.send;
    let held: { chunk: unknown } | null = null;
    // Hold the answer: res.json and res.send end here until the transaction committed.
    res.send = function hold(chunk?: unknown) {
      held = { chunk };
      return res;
    } as Response['send'];
    try {
      group.run(() => {
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise) throw new Error('transactional handlers must be synchronous');
        const commit = res.locals[COMMIT_IDEMPOTENCY] as CommitIdempotency | undefined;
        if (held && commit) commit(answerOf(res, held.chunk));
      });
    } finally {
      res.send = send;
    }
    // Written now, sent once the group committed (answersAfterCommit holds res.end until then).
    if (held) send.call(res, (held as { chunk: unknown }).chunk);
    afterCommitWork(group, afterCommit);
  };
}

/** Queues work the answer must not wait for (receipts): after the commit and the answer queued before it, never throwing. */
export function afterCommitWork(group: Pick<CommitGroup, 'afterCommit'>, work: () => void): void {
  group.afterCommit(() => afterResponse('after-commit work', work));
}
