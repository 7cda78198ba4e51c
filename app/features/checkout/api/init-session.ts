import { PaymentSessionResponse } from '../../../../contracts/subscription-answers';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';
import { valibotParser } from '../../../lib/valibot-parser';

/** The answer's schema lives in contracts/, shared with the simulator that sends it. */
export const PaymentSessionSchema = PaymentSessionResponse;

export type PaymentSession = PaymentSessionResponse;

/**
 * GET /init/session: the payment session for the plan's first charge, bound to the shopper's email
 * (the service refuses a second subscription to the same product before any charge) and to QA's
 * scenario if any.
 */
export function initPaymentSession(input: { planId: string; email: string; scenario: string | null }): Promise<PaymentSession> {
  const query = new URLSearchParams({ plan: input.planId, email: input.email.trim() });
  if (input.scenario) query.set('scenario', input.scenario);
  return fetchJson(`${appConfig().serviceOrigin}/init/session?${query}`, valibotParser(PaymentSessionSchema));
}
