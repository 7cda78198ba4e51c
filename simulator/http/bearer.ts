import type { Request } from 'express';
import { Problem } from './problem';

/** The bearer token of the Authorization header; a 401 problem when there is none. */
export function bearerToken(req: Request): string {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new Problem('unauthorized', 'Send the session token as "Authorization: Bearer <token>".');
  return match[1];
}
