/**
 * Express middleware that admits a request only with a verified Firebase ID token, and the helpers
 * handlers use to read the user it verified. Mount it on each route that names a user:
 *
 *   router.post('/subs/create', requireUser(verifier), sameUserAsBody(), createHandler(deps));
 *   router.get('/get-report', requireUser(verifier), (req, res) => { const { uid } = signedInUser(res); ... });
 *
 * The token travels in `x-id-token` (the cloud functions' header, app §6 in docs/spec-coverage.md) or as
 * `Authorization: Bearer <token>`. Missing -> 401 id-token-missing; forged, expired, revoked or of a
 * disabled user -> 401 with its own code; all problem+json.
 */
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import type { IdTokenVerifier, VerifiedUser } from './verifier';

/** Header the app sends the ID token in. */
export const ID_TOKEN_HEADER = 'x-id-token';
/** Longest token accepted before verification (Firebase ID tokens are about 1 KB; custom claims grow them). */
const MAX_TOKEN_LENGTH = 8_192;

const USER_LOCAL = 'identityUser';

function tokenOf(header: string | undefined, authorization: string | undefined): string | null {
  if (header?.trim()) return header.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return bearer?.[1] ?? null;
}

/** Verifies the request's ID token and keeps its user for `signedInUser(res)`; refuses the request otherwise. */
export function requireUser(verifier: IdTokenVerifier | undefined): RequestHandler {
  return async (req, res, next) => {
    const token = tokenOf(req.get(ID_TOKEN_HEADER), req.get('Authorization'));
    if (!token) throw new Problem('id-token-missing', `Sign in first: send the Firebase ID token in the ${ID_TOKEN_HEADER} header.`);
    if (token.length > MAX_TOKEN_LENGTH) throw new Problem('id-token-invalid', 'The ID token is not valid.');
    // Never fail open: a simulator built without a verifier admits nobody.
    if (!verifier) throw new Problem('identity-unavailable', 'This server has no identity verifier configured (start the Auth emulator).');
    res.locals[USER_LOCAL] = await verifier.verify(token);
    next();
  };
}

/**
 * For routes open to everybody that do more for a signed-in user (the payment session's stored
 * cards): without an `x-id-token` header the request goes on anonymous; with one, the token must
 * verify like requireUser's (a bad token is refused, never taken as anonymous or as its claims).
 */
export function optionalUser(verifier: IdTokenVerifier | undefined): RequestHandler {
  return async (req, res, next) => {
    const token = req.get(ID_TOKEN_HEADER)?.trim();
    if (!token) {
      next();
      return;
    }
    if (token.length > MAX_TOKEN_LENGTH) throw new Problem('id-token-invalid', 'The ID token is not valid.');
    if (!verifier) throw new Problem('identity-unavailable', 'This server has no identity verifier configured (start the Auth emulator).');
    res.locals[USER_LOCAL] = await verifier.verify(token);
    next();
  };
}

/** The user `optionalUser` verified, or null for an anonymous request. */
export function signedInUserOrNull(res: Response): VerifiedUser | null {
  const user: unknown = res.locals[USER_LOCAL];
  return user ? (user as VerifiedUser) : null;
}

/** The user `requireUser` verified for this request. Throws (500) when the route forgot the middleware. */
export function signedInUser(res: Response): VerifiedUser {
  const user: unknown = res.locals[USER_LOCAL];
  if (!user) throw new Error('signedInUser(res) needs requireUser(verifier) before this handler.');
  return user as VerifiedUser;
}

/**
 * After requireUser: a body that names a user (`firebase_id`, or `user_id` for create-report) must
 * name the token's own user, or 403 user-mismatch. A body that names nobody passes; the handler then
 * uses the token's uid.
 */
export function sameUserAsBody(field: 'firebase_id' | 'user_id' = 'firebase_id'): RequestHandler {
  const NamedUser = z.object({ [field]: z.string().max(200).optional() }).loose();
  return (req, res, next) => {
    const parsed = NamedUser.safeParse(req.body ?? {});
    if (!parsed.success) throw new Problem('bad-request', `${field} must be a string of at most 200 characters.`);
    const named = parsed.data[field];
    if (typeof named === 'string' && named !== '' && named !== signedInUser(res).uid) {
      throw new Problem('user-mismatch', `${field} is not the signed-in user: a request may act only for its own user.`);
    }
    next();
  };
}
