import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import { Problem } from './problem';

/** The bearer token of the Authorization header; a 401 problem when there is none. */
export function bearerToken(req: Request): string {
  const token = bearerTokenOrNull(req);
  if (token === null) throw new Problem('unauthorized', 'Send the session token as "Authorization: Bearer <token>".');
  return token;
}

/** The bearer token of the Authorization header, or null when there is none (whoever answers the 401 decides how). */
export function bearerTokenOrNull(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}
