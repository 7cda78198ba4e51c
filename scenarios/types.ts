/**
 * The scenario types, inferred from the one schema in ./schema.ts (issue 28): the catalogue files
 * here, runtime scenarios QA saves and the editor all meet the same checks. Read the schema for
 * what each field means; the notes below are the rules that span fields.
 */
import type { z } from 'zod';
import type {
  AuthorizeAnswerSchema,
  ConfirmAnswerSchema,
  ExecutionStatusCodeSchema,
  FaultRouteSchema,
  FaultSchema,
  FaultStepSchema,
  PayAnswerSchema,
  PollAnswerSchema,
  RefundAnswerSchema,
  RenewalAnswerSchema,
  RenewalDeclineReasonSchema,
  ScenarioMethodSchema,
  ScenarioSchema,
  ScriptedHttpErrorSchema,
  WebhookFaultScriptSchema,
  ShopperMessageSchema,
} from './schema';

/** Execution status codes of widget §4 in docs/spec-coverage.md. */
export type ExecutionStatusCode = z.infer<typeof ExecutionStatusCodeSchema>;

/** HTTP failures a script may answer with instead of a body. */
export type ScriptedHttpError = z.infer<typeof ScriptedHttpErrorSchema>;

/**
 * What the provider answers to one request of the execution poll. Scenarios step by request count:
 * the n-th poll gets `polls[n]`, and the last entry repeats for every later poll.
 */
export type PollAnswer = z.infer<typeof PollAnswerSchema>;

/** What the provider answers to the authorize call (card and stored card; wallets and redirects use `pay`). */
export type AuthorizeAnswer = z.infer<typeof AuthorizeAnswerSchema>;

/**
 * How the shopper pays (widget §1 in docs/spec-coverage.md method codes). Absent means `card`.
 * - `card`: a new card in the vault frame; authorize, then execution polls.
 * - `stored-card`: a stored instrument of the lookup; authorize with paymentInstrumentId, then execution polls.
 * - `apple-pay`: the Apple Pay sheet; its token goes to the pay call, whose finalState decides.
 * - `google-pay`: the Google Pay sheet; pay call; authorizePending with 3ds starts the 3-D Secure handling.
 * - `paypal`: the PayPal button; pay call (order) -> shopper approves -> confirm, then execution polls.
 * - `pix`: the instant-payment genericRedirect: pay call -> redirect popup, then authorization-result polls.
 * - `redirect`: any other genericRedirect: pay call -> the window navigates to the redirect link.
 */
export type ScenarioMethod = z.infer<typeof ScenarioMethodSchema>;

/**
 * What the provider answers to the pay call of a wallet or redirect method (widget §7 in docs/spec-coverage.md).
 * `finalState.code` is `code`; the response links follow the method: `redirect` for redirect methods,
 * `confirm` (with orderId or tokenId) for PayPal, `3ds` with `actionRequired`. When a scenario has no
 * `pay`, the simulator derives it from `expect`: success -> authorizeSuccessful, else authorizeFailed
 * (PayPal and redirect methods: authorizePending with their link, then `polls` decide).
 */
export type PayAnswer = z.infer<typeof PayAnswerSchema>;

/** What the provider answers to PayPal's confirm call; the execution polls (`polls`) follow it. */
export type ConfirmAnswer = z.infer<typeof ConfirmAnswerSchema>;

/** Shopper-visible texts a scenario can end on: the widget's (widget/messages.ts) or the app's (app/messages.ts). */
export type ShopperMessage = z.infer<typeof ShopperMessageSchema>;

/** Why the issuer refuses a merchant-initiated renewal charge on the stored card. */
export type RenewalDeclineReason = z.infer<typeof RenewalDeclineReasonSchema>;

/** What the provider answers to one charge of the stored instrument after the first purchase. */
export type RenewalAnswer = z.infer<typeof RenewalAnswerSchema>;

/** What the provider answers a refund of a charge of this payment (scenarios/schema.ts). */
export type RefundAnswer = z.infer<typeof RefundAnswerSchema>;

/** A route a fault step can hit, what goes wrong, and on which calls (scenarios/schema.ts, issue 28). */
export type FaultRoute = z.infer<typeof FaultRouteSchema>;
export type Fault = z.infer<typeof FaultSchema>;
export type FaultStep = z.infer<typeof FaultStepSchema>;

/**
 * A scenario: the catalogue's (files in this folder, ids in ids.ts) or one QA saved at runtime
 * (simulator/payment-provider/scenarios/store.ts). Its id is any slug; the catalogue's are ScenarioId.
 */
export type Scenario = z.infer<typeof ScenarioSchema>;

/** What the provider's webhook deliveries do on a bad day (issue 26, point 6); see WebhookFaultScriptSchema. */
export type WebhookFaultScript = z.infer<typeof WebhookFaultScriptSchema>;
