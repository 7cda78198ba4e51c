/**
 * The payment provider's API on /provider (widget §3, §4 and §7 in docs/spec-coverage.md), written once: the
 * simulator parses the requests with these schemas at its edge, and the OpenAPI document
 * (simulator/qa/openapi) describes the requests and the answers with them. The widget imports nothing of
 * ours; the traffic check of the test suites holds its calls and these schemas together.
 */
import { z } from 'zod';
import { LANGUAGES } from '../catalog/languages';
import { RENEWAL_TERMS_VERSIONS } from '../catalog/renewal-terms';

/**
 * The execution statuses of widget §4 in docs/spec-coverage.md. The scenario schema (scenarios/schema.ts, which
 * imports nothing outside its folder) names the same five; simulator/qa/openapi/routes.test.ts holds them equal.
 */
export const EXECUTION_STATUS_CODES = ['authorizeRequested', 'authorizePending', 'authorizeSuccessful', 'authorizeFailed', 'confirmRequested'] as const;
const ExecutionStatusCodeSchema = z.enum(EXECUTION_STATUS_CODES);

/** An amount as the provider writes it: a decimal string with two places and an ISO 4217 code. */
export const Amount = z.object({ value: z.string().regex(/^\d+\.\d{2}$/), currency: z.string().length(3) });

const Link = z.looseObject({ href: z.url() });


/**
 * The shopper's agreement to the terms shown beside Pay (issue 29, point 2), sent with every
 * authorization (authorize, pay): the version of the words shown (catalog/renewal-terms.ts) and the
 * language they were shown in. The provider keeps it with the attempt, with the time and the caller's
 * IP, and the merchant reads it with the payment when it records the purchase, even when the browser
 * never comes back. An authorization without it is refused (400 naming `consent`) before anything is charged.
 */
export const AuthorizationConsent = z.object(
  { termsVersion: z.enum(RENEWAL_TERMS_VERSIONS), language: z.enum(LANGUAGES) },
  { error: (issue) => (issue.input === undefined ? 'required: the shopper\'s agreement to the terms shown beside Pay, { "termsVersion": the version shown, "language": the language it was shown in }' : undefined) },
);
export type AuthorizationConsent = z.infer<typeof AuthorizationConsent>;

/** POST /provider/executions/{id}/authorize: one card item, by vault token or by a stored instrument of the lookup. */
export const AuthorizeBody = z.object({
  amount: Amount,
  paymentComposition: z
    .array(
      z.union([
        z.object({
          paymentMethodCode: z.literal('card'),
          integrationType: z.literal('api'),
          amount: Amount,
          storeInstrument: z.boolean().optional(),
          paymentInstrumentData: z.object({ vaultToken: z.string().min(1) }).loose(),
          installments: z.object({ count: z.number().int().min(1).max(48) }).optional(),
        }).loose(),
        // A stored instrument of the lookup (widget §3 in docs/spec-coverage.md: paymentInstrumentId).
        z.object({
          paymentMethodCode: z.enum(['card', 'payPal', 'googlePay']),
          integrationType: z.literal('api'),
          amount: Amount,
          paymentInstrumentId: z.string().min(1).max(100),
        }).loose(),
      ]),
    )
    .length(1),
  returnInfo: z.object({ success: z.string(), cancel: z.string(), error: z.string(), pending: z.string() }).partial().optional(),
  meta: z.unknown().optional(),
  consent: AuthorizationConsent,
});

const PayEntry = z
  .object({
    paymentMethodCode: z.enum(['applePay', 'googlePay', 'payPal', 'genericRedirect']),
    integrationType: z.literal('api'),
    amount: Amount,
    storeInstrument: z.boolean().optional(),
    paymentToken: z.string().min(1).max(20_000).optional(),
    paymentInstrumentData: z.object({ paymentToken: z.string().min(1).max(20_000).optional(), paymentMethod: z.string().min(1).max(64).optional() }).loose().optional(),
    billingAddress: z.object({ country: z.object({ name: z.string(), code: z.string().length(2) }), postalCode: z.string().max(16) }).partial().optional(),
    // PayPal's integrationMode (widget §3 in docs/spec-coverage.md, "express or other"), passed through from its config: a closed set.
    providerData: z.object({ riskSessionCorrelationId: z.string().max(200).optional(), integrationMode: z.enum(['express', 'standard']).optional() }).loose().optional(),
    returnInfo: z.object({ success: z.url(), cancel: z.url(), error: z.url(), pending: z.url() }).partial().optional(),
    consent: AuthorizationConsent,
  })
  .loose();

/** POST /provider/executions/{id}/pay: the list of payment request entries (widget §3 in docs/spec-coverage.md); one entry per payment here. */
export const PayBody = z.array(PayEntry).length(1);

/** POST /provider/executions/{id}/confirm: the PayPal order (orderId) or billing agreement (tokenId) the shopper approved. */
export const ConfirmBody = z.object({ data: z.record(z.string(), z.unknown()) });

/** POST /provider/bin-lookup (widget §7 in docs/spec-coverage.md): the bin is the first 6 to 8 digits of the card number. */
export const BinLookupBody = z.object({ bin: z.string().regex(/^\d{6,8}$/, 'must be 6 to 8 digits') }).strict();

/** The answer: the issuer's country, which decides installments (widget §5 in docs/spec-coverage.md). */
export const BinLookupAnswer = z.object({ issuerCountry: z.object({ code: z.string().length(2) }) });

/** POST /provider/apple-pay/session: the provider validates the merchant with Apple for the session's amount. */
export const ApplePaySessionBody = z.object({
  integrationType: z.literal('api'),
  paymentMethodCode: z.literal('applePay'),
  amount: Amount,
  meta: z.object({ sessionURL: z.url(), clientContext: z.object({ host: z.string().min(1).max(253) }) }),
});

/** An execution status of widget §4 in docs/spec-coverage.md with the time it was reached. */
const ExecutionStatus = z.object({ code: ExecutionStatusCodeSchema, time: z.iso.datetime() });

/** GET /provider/executions/{id} (the poll, and /authorization-result): the statuses so far; an open challenge adds actionRequired and its link. */
export const ExecutionAnswer = z.object({
  id: z.string().min(1),
  status: z.array(ExecutionStatus),
  actionRequired: z.literal('3ds').optional(),
  links: z.object({ self: Link, '3ds': Link.optional() }),
});

/** The answer of authorize and confirm: the step taken and where to poll. */
export const StepAnswer = z.object({
  name: z.enum(['authorize', 'confirm']),
  executionId: z.string().min(1),
  links: z.object({ execution: Link }),
});

/** The answer of pay: the first final state, and the links the method goes on with (3-D Secure, redirect, PayPal's confirm). */
export const PayAnswer = z.object({
  name: z.literal('pay'),
  executionId: z.string().min(1),
  finalState: z.object({ code: ExecutionStatusCodeSchema }),
  response: z.object({
    actionRequired: z.literal('3ds').optional(),
    links: z.looseObject({ execution: Link, self: Link, '3ds': Link.optional(), redirect: Link.optional(), confirm: Link.extend({ action: z.object({ parameters: z.record(z.string(), z.string()) }) }).optional() }),
  }),
  links: z.record(z.string(), Link),
});

/** The workflow execution a payment session starts from (widget §3 in docs/spec-coverage.md: the lookup result with its links, and client meta). */
export const WorkflowExecution = z.looseObject({
  id: z.string().min(1),
  holderReference: z.string().min(1),
  initialResults: z
    .array(
      z.object({
        httpStatusCode: z.literal(200),
        body: z.object({
          name: z.literal('lookup'),
          data: z.looseObject({ paymentCompositionOptions: z.array(z.looseObject({ paymentMethodCode: z.string().min(1) })) }),
          links: z.looseObject({ authorize: Link, binLookup: Link, saveInstrument: Link }),
        }),
      }),
    )
    .min(1),
  links: z.looseObject({ self: Link, startPaymentSession: Link }),
  meta: z.looseObject({ assetHost: z.url(), vault: z.object({ url: z.url(), providerConfigId: z.string().min(1) }) }),
});

/** The provider's webhook events (issue 26): what changed, told to the merchant by signed POSTs. */
export const PROVIDER_EVENT_TYPES = ['charge.authorized', 'charge.failed', 'charge.voided', 'charge.refunded', 'charge.refund_failed', 'renewal.succeeded', 'renewal.failed'] as const;

/** POST /subs/webhooks/provider's body: one event, signed over its raw bytes (the Stripe-Signature style header). */
export const ProviderEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(PROVIDER_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    executionId: z.string().max(200).nullable(),
    chargeId: z.string().max(200).nullable(),
    subscriptionId: z.string().max(200).nullable(),
    amount: z.object({ value: z.string(), currency: z.string() }).nullable(),
    reason: z.string().max(1000).nullable(),
  }),
});

/** The merchant's acknowledgement: the event, whether it was seen before, and what the merchant did. */
export const ProviderEventReceipt = z.object({ received: z.string().min(1), duplicate: z.boolean(), outcome: z.string() });
