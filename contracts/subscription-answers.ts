/**
 * The subscription service's answers that the checkout parses (app §7 in docs/spec-coverage.md), written once:
 * the simulator types what it sends with them, the app parses with them. valibot, not zod: these
 * load with the checkout, whose added chunks have a 45 KiB budget (issue 13). The requests the
 * simulator parses at its edge stay in ./subscriptions.ts.
 */
import { looseObject, minLength, nullable, object, pipe, string, type InferOutput } from 'valibot';

const NonEmpty = pipe(string(), minLength(1));

/** A recorded subscription's id: the answer of every create (201 new, 200 the same charge again). */
export const SubscriptionIdResponse = object({ id: NonEmpty });

/** GET /init/session's answer: the session token, its amount, the workflow execution (the widget parses it) and QA's scenario. */
export const PaymentSessionResponse = object({
  token: NonEmpty,
  amount: object({ value: string(), currency: string() }),
  /** Passed to the widget as is; the widget parses it. */
  execution: looseObject({ id: NonEmpty }),
  scenario: nullable(string()),
});
export type PaymentSessionResponse = InferOutput<typeof PaymentSessionResponse>;
