import { PaymentSessionResponse } from '../../../../contracts/subscription-answers';
import { appConfig } from '../../../config/env';
import { hasSignedInHint } from '../../../lib/auth/signed-in-hint';
import { fetchJson } from '../../../lib/fetch-json';
import { valibotParser } from '../../../lib/valibot-parser';
import type { Locale } from '../../../../widget';

/** The answer's schema lives in contracts/, shared with the simulator that sends it. */
export const PaymentSessionSchema = PaymentSessionResponse;

export type PaymentSession = PaymentSessionResponse;

/**
 * The signed-in shopper's `x-id-token`, so the service lists the cards their account saved whatever
 * email this checkout names; none when nobody is signed in. Firebase is imported here, at call time
 * and only when this browser has signed in (the Firebase-free hint), so the checkout's first load
 * stays without it. The service verifies the token itself; a stale hint (signed out meanwhile)
 * sends none, and a token the SDK cannot give (offline, refused) leaves the checkout anonymous:
 * the shopper can still pay, with the cards of their email only.
 */
async function accountHeaders(): Promise<Record<string, string>> {
  if (!hasSignedInHint()) return {};
  const { idTokenHeaders, NotSignedInError } = await import('../../../lib/auth/id-token');
  try {
    return await idTokenHeaders();
  } catch (error) {
    if (!(error instanceof NotSignedInError)) console.warn(`Checkout continues without the account's saved cards: ${error instanceof Error ? error.message : String(error)}`);
    return {};
  }
}

/**
 * GET /init/session: the payment session for the plan's first charge, bound to the shopper's email
 * (the service refuses a second subscription to the same product before any charge), to the
 * signed-in account if any (its saved cards are listed), to QA's scenario if any, and to the funnel
 * quiz attempt the service scored, if any.
 */
export async function initPaymentSession(input: { planId: string; email: string; scenario: string | null; quizAttemptId: string | null; language: Locale }): Promise<PaymentSession> {
  // The order keeps the shopper's language: a purchase the webhook records (online banking) still gets its emails in it (issue 33).
  const query = new URLSearchParams({ plan: input.planId, email: input.email.trim(), language: input.language });
  if (input.scenario) query.set('scenario', input.scenario);
  // The scored quiz attempt travels with the payment session: the purchase buys its report (issue 27).
  if (input.quizAttemptId) query.set('quizAttemptId', input.quizAttemptId);
  return fetchJson(`${appConfig().serviceOrigin}/init/session?${query}`, valibotParser(PaymentSessionSchema), { headers: await accountHeaders() });
}
