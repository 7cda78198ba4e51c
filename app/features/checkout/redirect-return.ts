/**
 * Return from a redirect payment flow (app §2 and §4 in docs/spec-coverage.md): the subscription route gets
 * vUserEmail and vSubscriptionId (finalize), and redirectUserEmail / redirectIqScore (the funnel's
 * email and score, kept in session storage so the rest of the funnel reads them).
 */
import { HttpError } from '../../lib/fetch-json';
import { clearSessionValues, readSessionValue, writeSessionValue } from '../../lib/session-values';
import { saveUserReport } from '../../lib/user-report';
import { serviceErrorDetail, serviceErrorKey, type ServiceErrorKey } from '../../lib/service-errors/service-error-text';
import type { LinkedPurchase } from '../../lib/link-purchase';

export interface RedirectReturn {
  /** Both present: the route finalizes instead of offering the checkout. */
  readonly finalize: { readonly email: string; readonly subscriptionId: string } | null;
  readonly redirectEmail: string | null;
  readonly redirectIqScore: string | null;
  /**
   * A redirect payment that came back unpaid (contracts/redirect-return.ts): `declined` and `error`
   * show the checkout with why; `pending` waits for the bank on the execution it names.
   */
  readonly unpaid: { readonly kind: 'declined' | 'error' } | { readonly kind: 'pending'; readonly executionId: string } | null;
}

function unpaidOf(params: URLSearchParams): RedirectReturn['unpaid'] {
  const result = params.get('paymentResult');
  const execution = nonEmpty(params.get('execution'));
  if (result === 'declined' || result === 'error') return { kind: result };
  if (result === 'pending' && execution) return { kind: 'pending', executionId: execution };
  // Never fail open: an unknown result is a failure the shopper is told about, not a silent checkout.
  return result === null ? null : { kind: 'error' };
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
    unpaid: unpaidOf(params),
  };
}

/** Saves the redirect values where the funnel reads them (the two-underscore session values). */
export function saveRedirectValues(ret: RedirectReturn, storage: Storage = sessionStorage): void {
  if (ret.redirectEmail) writeSessionValue('userEmail', ret.redirectEmail, storage);
  if (ret.redirectIqScore) writeSessionValue('iqScore', ret.redirectIqScore, storage);
}

export { USER_REPORT_KEY } from '../../lib/user-report';

/** `failed`: the catalogue's key for the service's refusal, null for any other failure (the screen says 'Finalize error'). */
export type FinalizeResult = { readonly kind: 'finalized'; readonly record: LinkedPurchase } | { readonly kind: 'failed'; readonly error: ServiceErrorKey | null; readonly detail: string | null };

export interface FinalizeDeps {
  readonly finalize: (purchase: { readonly subscriptionId: string; readonly email: string }) => Promise<LinkedPurchase>;
  readonly session: Storage;
  readonly local: Storage;
}

/**
 * On success (app §4 in docs/spec-coverage.md): save the user report record (signed in when the service linked it
 * to the account), clear the session values, then keep what the offers page reads, as a card
 * purchase does: email, subscription id and the IQ score. On error: the text of the service's code (issue 33) or 'Finalize error'.
 */
export async function finalizeReturn(target: { email: string; subscriptionId: string }, deps: FinalizeDeps): Promise<FinalizeResult> {
  try {
    const record = await deps.finalize({ subscriptionId: target.subscriptionId, email: target.email });
    saveUserReport({ subscriptionId: record.id, email: record.email, planId: record.plan_id, signedIn: record.linked }, deps.local);
    const score = readSessionValue('iqScore', deps.session);
    clearSessionValues(deps.session);
    writeSessionValue('userEmail', record.email, deps.session);
    writeSessionValue('subscriptionId', record.id, deps.session);
    if (score) writeSessionValue('iqScore', score, deps.session);
    return { kind: 'finalized', record };
  } catch (error) {
    // A refusal the catalogue has no text for yet shows the service's own words (service-error-text.ts).
    return { kind: 'failed', error: error instanceof HttpError ? serviceErrorKey(error.body) : null, detail: error instanceof HttpError ? serviceErrorDetail(error.body) : null };
  }
}
