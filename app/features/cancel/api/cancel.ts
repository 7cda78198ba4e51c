/**
 * The cancel calls of app §7 in docs/spec-coverage.md on the app origin, and the service's /members/me for the
 * signed-in page's list. Problems come back as CancelError naming a text of the part "cancel"
 * (cancel-text.ts), which the page words in the shopper's language.
 */
import { z } from 'zod';
import { CancelledResponse, CodeSentResponse, type CancelBody } from '../../../../contracts/cancel';
import { mutate } from 'swr';
import { MEMBER_PATH, MemberResponse } from '../../../../contracts/members';
import { appConfig } from '../../../config/env';
import { PRODUCT_SLUG } from '../../../../catalog/product';
import { idTokenHeaders } from '../../../lib/auth/id-token';
import { signOutIfRefused } from '../../../lib/auth/session';
import { fetchJson, HttpError } from '../../../lib/fetch-json';
import type { TextValues } from '../../../lib/i18n/texts';
import { CANCEL_TEXTS, CODE_RULES, type CancelKey, type CancelMessage } from '../cancel-texts';

export type CancelErrorKind = 'code-invalid' | 'code-locked' | 'code-expired' | 'too-many-requests' | 'not-found' | 'unauthorized' | 'conflict' | 'other';

/** A refused cancel call, with the text the page shows (`message` is its English, for logs and tests). */
export class CancelError extends Error implements CancelMessage {
  override readonly name = 'CancelError';
  constructor(
    readonly kind: CancelErrorKind,
    readonly text: CancelKey,
    readonly values?: TextValues,
  ) {
    super(CANCEL_TEXTS.format('en', text, values));
  }
}

const Problem = z.object({ code: z.string(), triesLeft: z.number().optional(), retryAfterSeconds: z.number().optional() });

/** The page's message for a problem+json answer; anything unexpected is the generic one. */
export function toCancelError(error: unknown): CancelError {
  if (!(error instanceof HttpError)) return new CancelError('other', 'somethingWentWrong');
  const problem = Problem.safeParse(error.body);
  if (!problem.success) return new CancelError('other', 'somethingWentWrong');
  const { code, triesLeft, retryAfterSeconds } = problem.data;
  switch (code) {
    case 'code-invalid':
      return new CancelError(code, 'codeInvalid', { triesLeft: triesLeft ?? 0 });
    case 'code-locked':
      return new CancelError(code, 'codeLocked', CODE_RULES);
    case 'code-expired':
      return new CancelError(code, 'codeExpired', CODE_RULES);
    case 'too-many-requests':
      return new CancelError(code, 'tooManyRequests', { minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) });
    case 'not-found':
      return new CancelError(code, 'notFound');
    case 'conflict':
      return new CancelError(code, 'nothingToCancel');
    default:
      return error.status === 401 ? new CancelError('unauthorized', 'sessionEnded') : new CancelError('other', 'somethingWentWrong');
  }
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refused = toCancelError(error);
    if (error instanceof HttpError && error.status === 401) await signOutIfRefused(Problem.safeParse(error.body).data?.code ?? '');
    throw refused;
  }
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** GET /members/me on the service origin, as the signed-in user. */
export const loadMySubscriptions = () => call(async () => fetchJson(`${appConfig().serviceOrigin}${MEMBER_PATH}`, MemberResponse, { headers: await idTokenHeaders() }));

/** The members' area caches GET /members/me (SWR, keyed by path and uid): after a cancellation it must read it again. */
const forgetCachedMember = () => mutate((key) => Array.isArray(key) && key[0] === MEMBER_PATH, undefined, { revalidate: true });

/** POST /{product}/api/cancel: one subscription of the signed-in user, with the optional reason. */
export const cancelSignedIn = (body: CancelBody) =>
  call(async () => {
    const answer = await fetchJson(`/${PRODUCT_SLUG}/api/cancel`, CancelledResponse, { ...post(body), headers: await idTokenHeaders() });
    await forgetCachedMember();
    return answer;
  });

/** POST /api/cancel-request without a code: emails a one-time code (the same answer for every address). */
export const requestCancelCode = (email: string) => call(() => fetchJson('/api/cancel-request', CodeSentResponse, post({ email, host: window.location.host })));

/** POST /api/cancel-request with the code: cancels every renewing subscription of the address. */
export const cancelWithCode = (email: string, code: string) => call(() => fetchJson('/api/cancel-request', CancelledResponse, post({ email, code, host: window.location.host })));

/** POST /api/cancel-subscription/{content}: the link in the code email. */
export const cancelWithLink = (content: string) => call(() => fetchJson(`/api/cancel-subscription/${encodeURIComponent(content)}`, CancelledResponse, post({})));
