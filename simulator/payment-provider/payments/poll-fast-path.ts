/**
 * The execution poll answered before Express (issue 32, point 3; issue 46, point 2). A payment page
 * polls every second; Express's own per-request work (its router's walk through the origin's layers,
 * its request and response prototypes, res.json) cost more than the answer itself. This path gives
 * the same answer with the same preamble functions the route's requests pass (request line, security
 * headers, CORS, journal: platform/http/node-middleware.ts), the same JSON text and headers, held as
 * the route holds it until the group commit that wrote what it read (platform/store/commit-group.ts),
 * and the same contract check.
 *
 * It takes only what it answers exactly as the route would: GET /provider/executions/{id} (or its
 * /authorization-result) without a query or a body, with the bearer of a live session that owns the
 * execution and can meet no fault, whose poll either consults no script (answersWithoutScript: a
 * read of memory) or gets the script's next statuses (takeNextPoll, in the provider's unit of work:
 * its savepoint of the group's transaction, the session written, the same after-commit work).
 * Everything else — a missing or unknown bearer, an expired session, another session's execution, a
 * scripted error or dropped connection, a fault step, HEAD, a trailing slash — goes on to Express,
 * which answers as before. So does a scripted poll whose unit of work failed (its savepoint rolled
 * back, nothing of it kept): the route then runs it from the start and answers its outcome.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastPath } from '../../platform/http/answer-first';
import { bearerTokenOrNull } from '../../platform/http/bearer';
import type { CommitGroup } from '../../platform/store/commit-group';
import { recordAnswerText } from './journal';
import { errorField, processLogger } from '../../platform/http/logger';
import type { NodeMiddleware } from '../../platform/http/node-middleware';
import type { ContractWatcher } from '../../platform/http/contract-watcher';
import type { Faults } from './faults';
import { executionView } from './execution-view';
import { answersWithoutScript, nextPollAnswersStatuses, takeNextPoll } from './get-execution';
import type { PaymentSessions } from './sessions';
import { inProviderUnit } from './unit-of-work';

/** The poll's two paths under the provider's mount, as the router has them (payment-provider/payments/router.ts). */
const POLL_PATH = /^\/provider\/executions\/([A-Za-z0-9_-]+)(?:\/authorization-result)?$/;

/** What Express's res.json sets for an object answer. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface PollFastPathDeps {
  readonly sessions: Pick<PaymentSessions, 'byBearer' | 'appendStatuses' | 'saveTouched'>;
  readonly faults: Pick<Faults, 'mayIntercept'>;
  readonly group: Pick<CommitGroup, 'pending' | 'afterCommit' | 'run'>;
  /** What the route's unit of work does after its commit (platform/store/transaction.ts's afterCommitWork), queued after the answer. */
  readonly afterCommit: () => void;
  readonly origins: { readonly service: string; readonly asset: string };
  /** The service origin's preamble, as its Express app runs it (without the body parser: a bodiless GET passes it untouched). */
  readonly preamble: NodeMiddleware;
  /** The service origin's contract check, when one runs. */
  readonly contract?: ContractWatcher | undefined;
}

const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export function pollFastPath({ sessions, faults, group, afterCommit, origins, preamble, contract }: PollFastPathDeps): FastPath {
  return (req, res) => {
    if (req.method !== 'GET' || hasBody(req)) return false;
    const url = req.url ?? '';
    const id = POLL_PATH.exec(url)?.[1];
    if (id === undefined) return false;
    const token = bearerTokenOrNull(req);
    if (token === null) return false;
    let session;
    try {
      session = sessions.byBearer(token);
    } catch {
      // An expired session: the route answers its problem.
      return false;
    }
    if (!session || session.execution.id !== id || faults.mayIntercept(session)) return false;
    const scripted = !answersWithoutScript(session);
    if (scripted) {
      if (!nextPollAnswersStatuses(session)) return false;
      try {
        inProviderUnit(group, sessions, () => void takeNextPoll(sessions, session));
      } catch (error) {
        // Rolled back with its savepoint (and forgotten from memory): the route runs the poll anew and answers it.
        processLogger().warn({ err: errorField(error) }, 'the poll fast path: the unit of work failed; the route takes the poll');
        return false;
      }
    }

    // What Express gives a request that the preamble and the journal read: its URL as it arrived, res.locals.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    (res as ServerResponse & { locals?: Record<string, unknown> }).locals = { session };
    preamble(req, res, (error) => {
      if (error !== undefined && error !== null) {
        // The preamble only sets headers and listeners; should it ever fail, the connection closes
        // unanswered (as after a failed commit) and the client polls again (a scripted poll's step is taken: nobody read it).
        processLogger().error({ err: errorField(error) }, 'the poll fast path: the preamble failed');
        res.destroy();
        return;
      }
      const view = executionView(session, origins);
      const text = JSON.stringify(view);
      const checked = contract?.watch({ method: 'GET', query: {}, body: undefined, get: (name) => headerOf(req, name) }, url, res);
      if (checked) Object.assign(checked, { sent: true, value: view, text: null });
      recordAnswerText(res, text);
      res.setHeader('Content-Type', JSON_CONTENT_TYPE);
      res.setHeader('Content-Length', Buffer.byteLength(text));
      if (!group.pending) res.end(text);
      else group.afterCommit(() => res.end(text), () => res.destroy());
      if (scripted) afterCommit();
    });
    return true;
  };
}

/** A request header as Express's req.get reads it (one value; Referer and Referrer alike). */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const lower = name.toLowerCase();
  const value = req.headers[lower === 'referrer' ? 'referer' : lower];
  return Array.isArray(value) ? value.join(', ') : value;
}
