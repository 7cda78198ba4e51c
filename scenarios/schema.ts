/**
 * The scenario as data (issue 28): one zod schema is the Scenario type (types.ts infers it), checks
 * scenarios QA writes at runtime (POST/PUT /qa/api/scenarios/{id}), drives the QA console's editor
 * (each step's options come from its JSON Schema, `scenarioJsonSchema`) and validates as QA types.
 * The catalogue files in this folder are checked against the same type by the compiler.
 *
 * Every `describe` text is shown by the editor beside its field: write it for QA.
 */
import { z } from 'zod';

/** Execution status codes of widget §4 in docs/spec-coverage.md. */
export const ExecutionStatusCodeSchema = z
  .enum(['authorizeRequested', 'authorizePending', 'authorizeSuccessful', 'authorizeFailed', 'confirmRequested'])
  .describe('An execution status of widget §4');

/** HTTP failures a script may answer with instead of a body. */
export const ScriptedHttpErrorSchema = z
  .strictObject({
    kind: z.literal('http-error'),
    status: z.union([z.literal(401), z.literal(403), z.literal(429), z.literal(500), z.literal(502), z.literal(503)]).describe('HTTP status of the answer'),
    text: z.string().max(500).optional().describe('Sent as a plain-text body; a JSON problem is sent when empty'),
  })
  .describe('Answer with an HTTP error');

/** A poll step's optional name: QA can move a running session to it (POST /qa/api/sessions/{execution}/step). */
const stepName = { name: z.string().min(1).max(60).optional().describe('A name to move a running session to this poll') };

/**
 * What the provider answers to one request of the execution poll. Scenarios step by request count:
 * the n-th poll gets `polls[n]`, and the last entry repeats for every later poll.
 */
export const PollAnswerSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('statuses'),
      append: z.array(ExecutionStatusCodeSchema).readonly().describe('Statuses appended to the execution before it is returned'),
      actionRequired: z.literal('3ds').optional().describe('Ask for a 3-D Secure challenge (the execution carries actionRequired and a 3ds link)'),
      ...stepName,
    })
    .describe('Answer with statuses'),
  ScriptedHttpErrorSchema.extend(stepName),
  z.strictObject({ kind: z.literal('network-drop'), ...stepName }).describe('Drop the connection without an answer'),
]);

/**
 * Routes a fault step can hit (issue 28): the provider's, the vault's and the subscription
 * service's, by what they do. `service.create` is the card purchase's create (with or without a user),
 * `service.create-applepay` Apple Pay's; `provider.apple-pay-session` and `provider.apple-pay-create-session`
 * are Apple Pay's merchant validation (the session request and the widget's create-session).
 */
export const FAULT_ROUTES = [
  'provider.authorize',
  'provider.poll',
  'provider.pay',
  'provider.confirm',
  'provider.card-save',
  'provider.bin-lookup',
  'provider.apple-pay-session',
  'provider.apple-pay-create-session',
  'vault.tokenize',
  'service.vault-token',
  'service.create',
  'service.create-applepay',
] as const;
export const FaultRouteSchema = z.enum(FAULT_ROUTES).describe('The route the fault hits');

const MAX_FAULT_MS = 60_000;

/** What goes wrong on a faulted call. */
export const FaultSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('latency'),
      ms: z.number().int().min(0).max(MAX_FAULT_MS).describe('Milliseconds added before the call is answered'),
      jitterMs: z.number().int().min(0).max(MAX_FAULT_MS).optional().describe('Up to this many milliseconds more, at random'),
    })
    .describe('Answer late'),
  z.strictObject({ kind: z.literal('connection-reset') }).describe('Reset the connection without an answer'),
  z.strictObject({ kind: z.literal('truncated-json') }).describe('Answer with the first half of the JSON body'),
  z.strictObject({ kind: z.literal('malformed-json') }).describe('Answer with a body that is not JSON'),
  z
    .strictObject({ kind: z.literal('slow-body'), ms: z.number().int().min(100).max(MAX_FAULT_MS).describe('Milliseconds over which the body trickles out') })
    .describe('Send the body slowly'),
  z
    .strictObject({ kind: z.literal('http-status'), status: z.union([z.literal(500), z.literal(502), z.literal(503)]).describe('HTTP status of the answer') })
    .describe('Answer with a server error (a burst, with `times`)'),
]);

/** A fault on some calls of one route: the `from`-th call (from 1) and the `times - 1` after it; every later call when `times` is absent. */
export const FaultStepSchema = z.strictObject({
  route: FaultRouteSchema,
  from: z.number().int().min(1).max(1000).describe('The first call it hits, counting from 1'),
  times: z.number().int().min(1).max(1000).optional().describe('How many calls in a row it hits; every later call when empty'),
  fault: FaultSchema,
});

/** What the provider answers to the authorize call (card and stored card; wallets and redirects use `pay`). */
export const AuthorizeAnswerSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('accepted'),
      recordsRequest: z.boolean().optional().describe('Unticked: the provider never records authorizeRequested (the widget’s lookup must give up)'),
    })
    .describe('Accept the authorize call'),
  ScriptedHttpErrorSchema,
]);

/** How the shopper pays (widget §1 in docs/spec-coverage.md method codes). Absent means `card`. */
export const ScenarioMethodSchema = z.enum(['card', 'stored-card', 'apple-pay', 'google-pay', 'paypal', 'pix', 'redirect']).describe('How the shopper pays');

/** What the shopper does in a wallet sheet or on a redirect page: approve pays, cancel closes it, abandon never comes back. */
export const ShopperActionSchema = z.enum(['approve', 'cancel', 'abandon']).describe('What the shopper does in the wallet sheet or on the redirect page');

export const ShopperScriptSchema = z.strictObject({
  action: ShopperActionSchema.optional(),
  threeDs: z.enum(['complete', 'fail']).optional().describe('What the shopper does in the 3-D Secure challenge'),
  storeInstrument: z.boolean().optional().describe('PayPal: the shopper ticks "save for future payments" before paying (a billing agreement)'),
});

/** What the provider answers to the pay call of a wallet or redirect method (widget §7 in docs/spec-coverage.md). */
export const PayAnswerSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('final-state'),
      code: z.enum(['authorizeSuccessful', 'authorizeFailed', 'authorizePending']).describe('The finalState code of the answer'),
      actionRequired: z.literal('3ds').optional().describe('Ask for a 3-D Secure challenge'),
    })
    .describe('Answer with a final state'),
  ScriptedHttpErrorSchema,
]);

/** What the provider answers to PayPal's confirm call; the execution polls follow it. */
export const ConfirmAnswerSchema = z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('accepted') }).describe('Accept the confirm call'), ScriptedHttpErrorSchema]);

/** Shopper-visible texts a scenario can end on: the widget's (widget/messages.ts) or the app's (app/messages.ts). */
export const ShopperMessageSchema = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('widget'),
    key: z.enum(['paymentSuccessful', 'authorizationFailed', 'authorizationFailedAfter3ds', 'paymentCancelled']).describe('The widget message the shopper sees'),
  }),
  z.strictObject({ source: z.literal('app'), key: z.enum(['somethingWentWrong', 'paymentPending', 'cantCreateSubscription', 'bankDeclined', 'subscriptionActive']).describe('The app message the shopper sees') }),
]);

/** Failure codes of widget §8 in docs/spec-coverage.md, plus USER_CANCELLED (docs/decisions/0005-user-cancelled-failure-code.md). */
export const ExpectedFailureCodeSchema = z
  .enum(['VALIDATION_FAILED', 'AUTHORIZATION_ERROR', 'AUTHENTICATION_ERROR', 'UNKNOWN_ERROR', 'USER_CANCELLED'])
  .describe('The failure code the widget reports');

/** A pending or failed payment never creates a subscription: fixed, so the editor shows it unticked and cannot change it. */
const NO_SUBSCRIPTION = z.literal(false).describe('Always unticked: a pending or failed payment creates no subscription');

export const ScenarioExpectationSchema = z.discriminatedUnion('widgetEvent', [
  z.strictObject({
    widgetEvent: z.literal('success'),
    shopperMessage: ShopperMessageSchema,
    subscriptionCreated: z.boolean().describe('Unticked only when the merchant backend fails after the provider authorized'),
  }),
  z.strictObject({ widgetEvent: z.literal('pending'), shopperMessage: ShopperMessageSchema, subscriptionCreated: NO_SUBSCRIPTION }),
  z.strictObject({ widgetEvent: z.literal('failure'), failureCode: ExpectedFailureCodeSchema, shopperMessage: ShopperMessageSchema, subscriptionCreated: NO_SUBSCRIPTION }),
]);

/** Why the issuer refuses a merchant-initiated renewal charge on the stored card. */
export const RenewalDeclineReasonSchema = z.enum(['insufficient-funds', 'card-expired', 'do-not-honor']).describe('Why the issuer refuses the charge');

export const RenewalAnswerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('paid') }).describe('The charge is paid'),
  z.strictObject({ kind: z.literal('declined'), reason: RenewalDeclineReasonSchema }).describe('The charge is declined'),
]);

/**
 * The subscription's life after its first charge: the n-th charge of the stored instrument
 * (renewals and their retries, counted together) gets `charges[n]`, and the last entry repeats.
 */
export const RenewalScriptSchema = z.strictObject({
  charges: z.tuple([RenewalAnswerSchema], RenewalAnswerSchema).readonly().describe('One answer per charge of the stored card; the last repeats'),
  expect: z.enum(['renewed', 'recovered', 'cancelled']).describe('Where the first renewal ends'),
});

/** What the provider answers a refund of this payment's charges (issue 29, point 1). */
export const RefundAnswerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('succeeded') }).describe('The money goes back to the card'),
  z.strictObject({ kind: z.literal('failed'), reason: z.enum(['card-closed', 'processor-declined']).describe('Why the issuer refuses the refund') }).describe('The refund fails'),
]);

/**
 * What the provider's webhook deliveries do on a bad day (issue 26, point 6), applied to every event
 * of the payment this scenario runs (its first charge's and its renewals'). Absent, every delivery is
 * sent once, in order, signed with the right key.
 */
export const WebhookFaultScriptSchema = z.strictObject({
  dropFirst: z.number().int().min(0).max(50).optional().describe('The first N delivery attempts of each event never reach the merchant; the provider retries'),
  duplicate: z.boolean().optional().describe('Every delivery is sent twice: the merchant must act once'),
  reorder: z.boolean().optional().describe('Events due together are delivered newest first'),
  delayMinutes: z.number().int().min(0).max(4320).optional().describe('Each event’s first delivery waits this many minutes of provider time'),
  wrongKeyFirst: z.number().int().min(0).max(50).optional().describe('The first N attempts of each event are signed with a key the merchant does not hold'),
});

/**
 * The online-banking page (method `redirect`): what the bank decides when the shopper approves the
 * payment there, and when. Absent, the bank decides at once as the expected end says (success:
 * authorized, otherwise declined).
 */
export const BankScriptSchema = z.strictObject({
  onApprove: z.enum(['authorizeSuccessful', 'authorizeFailed']).describe('What the bank decides when the shopper approves the payment'),
  confirmAfterSeconds: z
    .number()
    .int()
    .min(0)
    .max(86_400)
    .optional()
    .describe('The bank confirms this many seconds of provider time after the approval; until then the payment is pending (the shopper returns first)'),
});

/** Lowercase words joined by hyphens: a scenario id is a URL query value and a file name in scenarios/. */
export const SCENARIO_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ScenarioSchema = z.strictObject({
  id: z.string().min(2).max(60).regex(SCENARIO_ID_PATTERN, 'use lowercase letters, digits and single hyphens').describe('The id QA names with ?scenario='),
  title: z.string().trim().min(3).max(120).describe('One line for the QA console'),
  description: z.string().trim().min(10).max(2000).describe('What the scenario exercises and why QA would pick it'),
  method: ScenarioMethodSchema.optional(),
  shopper: ShopperScriptSchema.optional(),
  provider: z.strictObject({
    authorize: AuthorizeAnswerSchema.describe('The authorize call of card and stored-card payments (wallets and redirects never call it)'),
    pay: PayAnswerSchema.optional().describe('The pay call of wallet and redirect methods; derived from the expected end when absent'),
    confirm: ConfirmAnswerSchema.optional().describe('PayPal’s confirm call; accepted when absent'),
    polls: z.tuple([PollAnswerSchema], PollAnswerSchema).readonly().describe('The n-th poll after authorize, confirm or pay; the last entry repeats'),
  }),
  threeDs: z
    .strictObject({ onComplete: z.enum(['authorizeSuccessful', 'authorizeFailed']).describe('What the issuer decides when the shopper completes the challenge') })
    .optional(),
  vault: z.strictObject({ tokenize: z.enum(['ok', 'invalid-token']).describe('The vault’s answer to tokenization') }).optional(),
  bank: BankScriptSchema.optional().describe('The online-banking page: the bank’s decision on the shopper’s approval'),
  subscriptionService: z.strictObject({ create: z.enum(['ok', 'error']).describe('The subscription service’s answer once the provider authorized') }).optional(),
  renewal: RenewalScriptSchema.optional(),
  refund: RefundAnswerSchema.optional().describe('Refunds of this payment’s charges; they succeed when absent'),
  faults: z.array(FaultStepSchema).max(50).readonly().optional().describe('Faults on provider, vault and service routes, by call count'),
  webhooks: WebhookFaultScriptSchema.optional().describe('Faults of the provider’s webhook deliveries for this payment'),
  expect: ScenarioExpectationSchema,
});

/** One wrong field of a scenario: its dotted path (`provider.polls.1.status`) and what is wrong. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

const EXPECTED_WORDS: Readonly<Record<string, string>> = { int: 'a whole number', number: 'a number', array: 'a list', object: 'a set of fields', string: 'text', boolean: 'ticked or unticked' };
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A wrong field in words QA reads at a glance (the editor and the API's problem), instead of the
 * validator's own ("Too small: expected string to have >=2 characters"). A schema's own message wins.
 */
export const scenarioIssueText: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `should be ${EXPECTED_WORDS[issue.expected] ?? `a ${issue.expected}`}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return issue.input === '' || issue.input === undefined ? `is required (at least ${plural(min, 'character', 'characters')})` : `needs at least ${plural(min, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `needs at least ${plural(min, 'entry', 'entries')}`;
      return `must be ${min} or more`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `is too long: at most ${plural(max, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `has too many entries: at most ${max}`;
      return `must be ${max} or less`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${String(issue.values[0])}` : `choose one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return 'matches none of the choices this step offers';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return undefined;
  }
};

/** Every wrong field a failed parse found, one per unknown key: the API's problem and the editor name the same fields. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: [...at, key].join('.'), message: 'is not a field of this step' }));
    return [{ field: at.join('.') || '(body)', message: issue.message }];
  });
}

/** The scenario's JSON Schema (draft 2020-12), served at /qa/api/scenario-schema for the editor and other tools. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ScenarioSchema, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>;
}
