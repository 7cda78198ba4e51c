import { appConfig } from '../../../config/env';
import { signOutIfRefused } from '../../../lib/auth/session';
import { fetchJson, HttpError, type Parser } from '../../../lib/fetch-json';
import type { MemberSession } from '../session';

/**
 * A call to the service origin as the signed-in member: the ID token rides in x-id-token (app §6
 * in docs/spec-coverage.md). A refusal because the account was disabled or the session revoked signs the user out.
 */
export async function memberFetch<T>(session: Pick<MemberSession, 'getIdToken'>, path: string, schema: Parser<T>, init: RequestInit = {}): Promise<T> {
  const token = await session.getIdToken();
  try {
    return await fetchJson(`${appConfig().serviceOrigin}${path}`, schema, { ...init, headers: { ...init.headers, 'x-id-token': token } });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401 && typeof error.body === 'object' && error.body !== null && 'code' in error.body) {
      await signOutIfRefused(error.body.code);
    }
    throw error;
  }
}

/** SWR keys: the path plus the uid, so two users in one tab never share a cache entry. */
export const memberKey = (session: Pick<MemberSession, 'uid'>, path: string) => [path, session.uid] as const;
