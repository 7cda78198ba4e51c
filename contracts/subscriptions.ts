/**
 * Requests to the payment session and the subscription service (app §7 in docs/spec-coverage.md),
 * written once: the simulator parses requests with them at the edge. The answers the app parses
 * live in ./subscription-answers.ts (valibot, to keep zod off the checkout's load).
 */
import { z } from 'zod';
import { QuizAttemptId } from './quiz';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../catalog/languages';
import { PLANS, type Plan } from '../catalog/plans';
import { RENEWAL_TERMS_VERSIONS } from '../catalog/renewal-terms';

/**
 * A plan id of the catalogue, of one kind or either: the document lists them (an enum), and the
 * handler's parse refuses any other with the same words a client reads in its 400 (issue 43: one
 * schema for both, so they cannot drift).
 */
function planIdOf(kind: Plan['kind'] | 'any') {
  const ids = PLANS.filter((p) => kind === 'any' || p.kind === kind).map((p) => p.id);
  const [first, ...rest] = ids;
  if (first === undefined) throw new Error(`the catalogue has no ${kind} plan`);
  return z.enum([first, ...rest], {
    error: (issue) => {
      if (typeof issue.input !== 'string') return undefined;
      const other = PLANS.find((p) => p.id === issue.input);
      if (!other) return `Unknown plan "${issue.input.slice(0, 80)}".`;
      return other.kind === 'add-on' ? `Plan "${other.id}" is an add-on: buy it with subscription_id.` : `Plan "${other.id}" is a subscription, not an add-on.`;
    },
  });
}

/**
 * The shopper's language (issue 33): one the product speaks, recorded with the purchase so that its
 * emails speak it too. Left out, the purchase is English; any other value is a 400 naming the six.
 */
export const Language = z
  .enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')} (or left out for English)` })
  .default(DEFAULT_LANGUAGE)
  .meta({ description: `The shopper's language, one of ${LANGUAGES.join(', ')}: the purchase's emails are written in it. Absent means English (${DEFAULT_LANGUAGE}); anything else is a 400.` });

export const Attribution = z.record(z.string(), z.unknown()).default({});

/**
 * GET /init/session's query: the plan, QA's scenario, the shopper's email when known, and the funnel
 * quiz attempt whose report this purchase buys (issue 27: the attempt travels with the payment
 * session, and the recorded purchase is bound to it).
 */
export const InitSessionQuery = z.object({
  plan: planIdOf('any').optional(),
  scenario: z.string().min(1).optional(),
  /** The shopper, when the merchant knows them: binds the charge, lists their stored cards, refuses a duplicate before any charge. */
  email: z.email().max(320).optional(),
  quizAttemptId: QuizAttemptId.optional(),
  /** Recorded with the order, so a purchase the webhook or the bank's return records (no browser create) keeps the shopper's language. */
  language: Language,
});

/** The provider execution whose first charge the widget authorized (card flows). */
export const CardRef = z.object({ execution_id: z.string().min(1) });

/** The billing address of app §3 in docs/spec-coverage.md; Apple Pay hands over what the shopper's wallet holds. */
export const Address = z.object({
  first_name: z.string().max(200).default(''),
  last_name: z.string().max(200).default(''),
  country: z.string().max(2).default(''),
  state: z.string().max(200).default(''),
  zip: z.string().max(40).default(''),
  city: z.string().max(200).default(''),
  address: z.string().max(400).default(''),
  address2: z.string().max(400).default(''),
  phone: z.string().max(40).default(''),
});

/** Apple's ApplePayPaymentToken as the wallet hands it to the page: opaque payment data and the card's network. */
export const ApplePayToken = z.object({
  paymentData: z
    .record(z.string(), z.unknown())
    .refine((data) => Object.keys(data).length > 0, 'paymentData must not be empty')
    // The refinement is code the document cannot show: it says the same as a JSON Schema keyword.
    .meta({ minProperties: 1 }),
  paymentMethod: z.object({
    displayName: z.string().max(100).default(''),
    network: z.string().min(1).max(40),
    type: z.string().max(40).default('credit'),
  }),
  transactionIdentifier: z.string().min(1).max(200),
});
export type ApplePayTokenData = z.infer<typeof ApplePayToken>;

/** A signed-in user: a Firebase uid or an Apple identity token, at least one of them. */
export const UserRef = z
  .object({ firebase_id: z.string().max(200).optional(), apple_token: z.string().max(4000).optional() })
  .refine((u) => Boolean(u.firebase_id) || Boolean(u.apple_token), { message: 'firebase_id or apple_token is required', path: ['firebase_id'] })
  // The refinement is code the document cannot show: the same rule as JSON Schema keywords (issue 43).
  .meta({ anyOf: [{ required: ['firebase_id'], properties: { firebase_id: { minLength: 1 } } }, { required: ['apple_token'], properties: { apple_token: { minLength: 1 } } }] });

/**
 * The renewal terms the checkout showed beside the pay button (issue 29, point 2): the service records
 * the buyer's express agreement with this version (catalog/renewal-terms.ts). Required on every create
 * of a renewing subscription: without it nothing is charged or recorded (400 naming `consent`).
 */
export const Consent = z.object(
  {
    terms_version: z.enum(RENEWAL_TERMS_VERSIONS, {
      error: (issue) => (typeof issue.input === 'string' ? `Unknown renewal terms version "${issue.input.slice(0, 40)}": reload the checkout.` : undefined),
    }),
  },
  { error: (issue) => (issue.input === undefined ? 'required: the buyer\'s express agreement to the renewal terms, { "terms_version": the version the checkout showed (catalog/renewal-terms.ts) }' : undefined) },
);

/** POST /subs/create-no-user (card flows): the plan, the shopper and the execution the provider authorized. */
export const CreateSubscriptionRequest = z.object({
  plan_id: planIdOf('subscription'),
  email: z.email(),
  attribution: Attribution,
  card: CardRef,
  consent: Consent,
  language: Language,
});
export type CreateSubscriptionRequest = z.input<typeof CreateSubscriptionRequest>;

/** POST /subs/create-no-user with subscription_id (app §4 in docs/spec-coverage.md, additional offer): an add-on charged to that subscription's stored instrument. */
export const AddOnRequest = z.object({
  plan_id: planIdOf('add-on'),
  email: z.email(),
  attribution: Attribution,
  subscription_id: z.string().min(1).max(200),
});
export type AddOnRequest = z.input<typeof AddOnRequest>;

/** The add-on's answer: its id (201 new, 200 the same add-on again). */
export const AddOnResponse = z.object({ id: z.string().min(1) });

/** POST /subs/create (a signed-in buyer's card flow): as create-no-user, with the user the verified ID token names. */
export const SignedInCreateRequest = z
  .object({
    plan_id: planIdOf('subscription'),
    email: z.email(),
    attribution: Attribution,
    card: CardRef,
    consent: Consent,
    language: Language,
  })
  .and(UserRef);

/** The payment session's execution the Apple Pay token pays: not in app §7 in docs/spec-coverage.md, added by ADR 6. */
const ExecutionId = z.string().min(1).max(200);

/** POST /subs/create-no-user-applepay: an anonymous buyer's subscription paid with the wallet's token. */
export const ApplePayCreateRequest = z.object({
  plan_id: planIdOf('subscription'),
  email: z.email(),
  token: ApplePayToken,
  attribution: Attribution,
  address: Address.default(Address.parse({})),
  display_name: z.string().max(200).default(''),
  /** The vault flag the app passes through from `?vault=` (app §2 in docs/spec-coverage.md). */
  vault: z.union([z.string().max(200), z.boolean()]).optional(),
  execution_id: ExecutionId,
  consent: Consent,
  language: Language,
});

/** POST /subs/create-applepay: a signed-in buyer's Apple Pay subscription. */
export const SignedInApplePayCreateRequest = z
  .object({
    plan_id: planIdOf('subscription'),
    email: z.email(),
    token: ApplePayToken,
    attribution: Attribution,
    address: Address.default(Address.parse({})),
    execution_id: ExecutionId,
    consent: Consent,
    language: Language,
  })
  .and(UserRef);

/** A create's answer: the recorded subscription's id (201 new, 200 the same charge again). */
export const SubscriptionCreated = z.object({ id: z.string().min(1) });

/** POST /rec/subscriptions/{id}'s body: the subscription's email, since an id alone proves nothing. */
export const RecSubscriptionRequest = z.object({ email: z.email() });

/** Its answer: the subscription's record with its add-ons (the spec leaves the shape open; this is ours). */
export const RecSubscriptionAnswer = z.object({
  id: z.string().min(1),
  plan_id: z.string(),
  status: z.string(),
  email: z.string(),
  amount_value: z.string(),
  currency: z.string(),
  card: z.object({ network: z.string().nullable(), last4: z.string() }).nullable(),
  created_at: z.string(),
  add_ons: z.array(z.object({ id: z.string(), plan_id: z.string(), amount_value: z.string(), currency: z.string(), created_at: z.string() })),
});
