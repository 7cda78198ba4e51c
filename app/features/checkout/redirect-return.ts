/**
 * Return from a redirect payment flow (app-spec sections 2 and 4): the subscription route gets
 * vUserEmail and vSubscriptionId (finalize), and redirectUserEmail / redirectIqScore (the funnel's
 * email and score, kept in session storage so the rest of the funnel reads them).
 */
import { HttpError } from '../../lib/fetch-json';
import { clearSessionValues, writeSessionValue } from '../../lib/session-values';
import { saveUserReport } from '../../lib/user-report';
import { APP_MESSAGES } from '../../messages';
import type { LinkedPurchase } from '../../lib/link-purchase';

export interface RedirectReturn {
  /** Both present: the route finalizes instead of offering the checkout. */
  readonly finalize: { readonly email: string; readonly subscriptionId: string } | null;
  readonly redirectEmail: string | null;
  readonly redirectIqScore: string | null;
}

const nonEmpty = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

export function readRedirectReturn(params: URLSearchParams): RedirectReturn {
  const email = nonEmpty(params.get('vUserEmail'));
  const subscriptionId = nonEmpty(params.get('vSubscriptionId'));
  const score = nonEmpty(params.get('redirectIqScore'));
  return {
    finalize: email && subscriptionId ? { email, subscriptionId } : null,
    redirectEmail: nonEmpty(params.get('redirectUserEmail')),
    // Only a plausible score is kept; anything else leaves the default (115) in place.
    redirectIqScore: score !== null && /^\d{2,3}$/.test(score) ? score : null,
  };
}

/** Saves the redirect values where the funnel reads them (the two-underscore session values). */
export function saveRedirectValues(ret: RedirectReturn, storage: Storage = sessionStorage): void {
  if (ret.redirectEmail) writeSessionValue('userEmail', ret.redirectEmail, storage);
  if (ret.redirectIqScore) writeSessionValue('iqScore', ret.redirectIqScore, storage);
}

export { USER_REPORT_KEY } from '../../lib/user-report';

export type FinalizeResult = { readonly kind: 'finalized'; readonly record: LinkedPurchase } | { readonly kind: 'failed'; readonly message: string };

export interface FinalizeDeps {
  readonly finalize: (purchase: { readonly subscriptionId: string; readonly email: string }) => Promise<LinkedPurchase>;
  readonly session: Storage;
  readonly local: Storage;
}

/** On success: save the user report record, clear the session values, mark the user signed in. On error: the service's text or 'Finalize error'. */
export async function finalizeReturn(target: { email: string; subscriptionId: string }, deps: FinalizeDeps): Promise<FinalizeResult> {
  try {
    const record = await deps.finalize({ subscriptionId: target.subscriptionId, email: target.email });
    saveUserReport({ subscriptionId: record.id, email: record.email, planId: record.plan_id, signedIn: true }, deps.local);
    clearSessionValues(deps.session);
    return { kind: 'finalized', record };
  } catch (error) {
    const message = error instanceof HttpError ? HttpError.messageOf(error.body) : null;
    return { kind: 'failed', message: message ?? APP_MESSAGES.finalizeError };
  }
}
