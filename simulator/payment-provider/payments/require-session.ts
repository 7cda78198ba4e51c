/**
 * The payment session of a request, looked up once: the bearer token names it, and on
 * `/executions/:id` routes the execution must be its own. Handlers behind it read `sessionOf(res)`
 * (this preamble used to be copied into seven handlers).
 */
import type { RequestHandler, Response } from 'express';
import { bearerToken } from '../../platform/http/bearer';
import { Problem } from '../../platform/http/problem';
import type { PaymentSessions } from './sessions';
import type { PaymentSession } from './session-model';

export function requireSession(sessions: PaymentSessions, options: { readonly ownExecution?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const session = sessions.byBearer(bearerToken(req));
    if (!session) throw new Problem('unauthorized', 'The session token is unknown or expired.');
    res.locals.session = session;
    if (options.ownExecution && session.execution.id !== req.params.id) throw new Problem('forbidden', 'This execution belongs to another session.');
    next();
  };
}

/** The session requireSession found; a programming error when it did not run. */
export function sessionOf(res: Response): PaymentSession {
  const session = res.locals.session as PaymentSession | undefined;
  if (!session) throw new Error('requireSession must run before this handler');
  return session;
}
