/**
 * The payment session the subscription service opens (app §7 in docs/spec-coverage.md), apart from
 * ./subscriptions.ts so the app's pages that import those requests never load the provider's schemas.
 */
import { z } from 'zod';
import { Amount, WorkflowExecution } from './provider';

/**
 * GET /init/session's answer as the provider and the service write it (the OpenAPI document describes
 * it with this): the app parses the part it reads with ./subscription-answers.ts (valibot), and the
 * test suites' traffic check holds every real answer to this one.
 */
export const PaymentSessionAnswer = z.object({
  token: z.string().min(1),
  amount: Amount,
  execution: WorkflowExecution,
  scenario: z.string().nullable(),
});
