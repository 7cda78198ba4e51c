import { z } from 'zod';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';

export const PaymentSessionSchema = z.object({
  token: z.string().min(1),
  amount: z.object({ value: z.string(), currency: z.string() }),
  /** Passed to the widget as is; the widget parses it. */
  execution: z.object({ id: z.string().min(1) }).loose(),
  scenario: z.string().nullable(),
});

export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

/** GET /init/session: the payment session for the plan's first charge, bound to QA's scenario if any. */
export function initPaymentSession(input: { planId: string; scenario: string | null }): Promise<PaymentSession> {
  const query = new URLSearchParams({ plan: input.planId });
  if (input.scenario) query.set('scenario', input.scenario);
  return fetchJson(`${appConfig().serviceOrigin}/init/session?${query}`, PaymentSessionSchema);
}
