/**
 * A middleware written against Node's own request and response, not Express's: the service's
 * preamble (request line, security headers, CORS, journal) is one, so the poll's fast path
 * (payment-provider/payments/poll-fast-path.ts) runs the very same functions as the Express routes. Any such
 * function is also an Express RequestHandler (Express's request and response extend Node's).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The URL a request arrived with: Express keeps it as originalUrl once a mounted router cut req.url; Node's request has only url. */
export function originalUrlOf(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
}

/** What a handler put in res.locals (Express's per-request locals; the fast path sets the same object). */
export function localsOf(res: ServerResponse): Record<string, unknown> | undefined {
  return (res as ServerResponse & { locals?: Record<string, unknown> }).locals;
}
