/**
 * Requests and answers of the members' area (app §2 and §7 in docs/spec-coverage.md), written once for the
 * app's API modules and the simulator's handlers.
 */
import { z } from 'zod';
import { TEST_IDS } from '../catalog/iq-tests';
import { LANGUAGES } from '../catalog/languages';
import { ACCOUNT_LANGUAGE_PATH } from './account-language-path';

/** GET: the signed-in member and every subscription and add-on they hold (service origin). */
export const MEMBER_PATH = '/members/me';

/** Download my data and delete my account (issue 29, point 4), for the signed-in member only. */
export const ACCOUNT_PATHS = { export: '/members/account/export', delete: '/members/account/delete', language: ACCOUNT_LANGUAGE_PATH } as const;

/**
 * POST /members/account/language (issue 33): the language the signed-in person chose in the footer,
 * kept with their account (one of the six; anything else is a 400). GET answers it, null when they
 * never chose one: the app then follows the browser. Their emails speak it too.
 */
export const AccountLanguage = z.strictObject({ language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }) });
export const StoredAccountLanguage = z.strictObject({ language: z.enum(LANGUAGES).nullable() });
export const AccountDeleted = z.object({ deleted: z.literal(true), subscriptions_ended: z.number().int().min(0) });

/** The four IQ tests of the members' area (catalog/iq-tests.ts). */
export { TEST_IDS, type TestId } from '../catalog/iq-tests';

/** Question categories of the extended analysis report. */
export const CATEGORIES = ['number-series', 'matrices', 'analogies', 'logic', 'spatial'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Heartbeat payloads are capped (app §9 in docs/spec-coverage.md). */
export const HEARTBEAT_PAYLOAD_MAX_CHARS = 1024;
/** A display name on a profile or certificate. */
export const NAME_MAX_CHARS = 80;

export const TestResult = z.object({
  id: z.string(),
  test_id: z.enum(TEST_IDS),
  question_set: z.number(),
  correct: z.number(),
  total: z.number(),
  /** An estimate on the IQ scale (mean 100, SD 15) with its likely range: never a clinical measurement. */
  iq: z.number(),
  iq_low: z.number(),
  iq_high: z.number(),
  percentile: z.number(),
  duration_ms: z.number(),
  created_at: z.string(),
});
export type TestResult = z.infer<typeof TestResult>;

/** The funnel quiz attempt bought with one of the member's subscriptions: their first score, listed in the history too (issue 41). */
export const FunnelQuizResult = z.object({
  attempt_id: z.string(),
  iq: z.number(),
  iq_low: z.number(),
  iq_high: z.number(),
  /** How many questions the score rests on (fewer than 20 when the visit started part-way). */
  items: z.number(),
  completed_at: z.string(),
});
export type FunnelQuizResult = z.infer<typeof FunnelQuizResult>;

export const ResultsResponse = z.object({ results: z.array(TestResult), funnel_quiz: FunnelQuizResult.nullable() });

export const SubscriptionSummary = z.object({
  id: z.string(),
  plan_id: z.string(),
  name: z.string(),
  kind: z.enum(['subscription', 'add-on']),
  status: z.enum(['active', 'cancelled']),
  price: z.number(),
  currency: z.string(),
  renews: z.string().nullable(),
  next_charge_at: z.string().nullable(),
  /** Cancelled while paid up: still active, with access until this time, and never charged again (issue 16). */
  ends_at: z.string().nullable(),
  network: z.string().nullable(),
  last4: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

export const MemberResponse = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  /** Whether `name` is one the member typed (saved on their profile), not the stand-in from their email address. */
  name_given: z.boolean(),
  /** True while the user has at least one active subscription. */
  active: z.boolean(),
  subscriptions: z.array(
    SubscriptionSummary.extend({
      add_ons: z.array(SubscriptionSummary),
      /** The EU withdrawal (issue 29): offered until `open_until`, or done; null when neither. */
      withdrawal: z.object({ open_until: z.string().nullable(), withdrawn_at: z.string().nullable(), refund: z.enum(['pending', 'refunded', 'failed']).nullable() }).nullable(),
      /** A scheduled new price this subscription will renew at, and from when (issue 29, point 3); null when none. */
      price_change: z.object({ price: z.number(), from: z.string() }).nullable(),
    }),
  ),
});
export type MemberResponse = z.infer<typeof MemberResponse>;

export const UpdateProfileRequest = z.object({ name: z.string().trim().min(1).max(NAME_MAX_CHARS) });

export const CountryRow = z.object({
  country: z.string(),
  people: z.number(),
  p10: z.number(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  p90: z.number(),
  /** Share of this country's results that the user's score is above, 0-100; null without a score. */
  your_percentile: z.number().nullable(),
  synthetic: z.boolean(),
});
export type CountryRow = z.infer<typeof CountryRow>;

export const CompareResponse = z.object({
  your_iq: z.number().nullable(),
  your_country: z.string().nullable(),
  min_group_size: z.number(),
  hidden_groups: z.number(),
  synthetic: z.boolean(),
  countries: z.array(CountryRow),
});
export type CompareResponse = z.infer<typeof CompareResponse>;

export const CategoryScore = z.object({ category: z.enum(CATEGORIES), correct: z.number(), total: z.number() });

export const Report = z.object({
  id: z.string(),
  subscription_id: z.string(),
  name: z.string(),
  email: z.string(),
  iq: z.number(),
  iq_low: z.number(),
  iq_high: z.number(),
  percentile: z.number(),
  tests_taken: z.number(),
  categories: z.array(CategoryScore),
  created_at: z.string(),
});
export type Report = z.infer<typeof Report>;

export const CreateReportRequest = z.object({
  user_id: z.string().min(1),
  iq_value: z.number().int().min(40).max(160),
  subscription_id: z.string().min(1),
  name: z.string().trim().min(1).max(NAME_MAX_CHARS),
  email: z.email(),
});

export const GetReportResponse = z.object({ report: Report.nullable(), purchased: z.boolean() });

export const CreateCertificateRequest = z.object({ subscription_id: z.string().min(1), name: z.string().trim().min(1).max(NAME_MAX_CHARS) });

export const Certificate = z.object({
  id: z.string(),
  name: z.string(),
  iq: z.number(),
  iq_low: z.number(),
  iq_high: z.number(),
  issued_at: z.string(),
  pdf_url: z.string(),
  verify_url: z.string(),
});
export type Certificate = z.infer<typeof Certificate>;

/**
 * The score the report and the certificate are made from (issue 27): the newest of the funnel quiz
 * the member bought with and their latest reasoning test, as the service scored it, with its 95 %
 * interval and the calibration version of the item parameters it used (0: provisional).
 */
export const Headline = z.object({
  source: z.enum(['funnel-quiz', 'reasoning-test']),
  iq: z.number(),
  iq_low: z.number(),
  iq_high: z.number(),
  percentile: z.number(),
  calibration_version: z.number(),
  taken_at: z.string(),
  /** The funnel quiz attempt, when the score is the quiz's. */
  quiz_attempt_id: z.string().nullable(),
});
export type Headline = z.infer<typeof Headline>;

export const ProfileResponse = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  subscription_id: z.string(),
  subscription: SubscriptionSummary,
  /** The latest reasoning test, if any. */
  latest: TestResult.nullable(),
  /** What the report and the certificate show. */
  headline: Headline.nullable(),
});

export const HeartbeatRequest = z.object({ payload: z.string().max(HEARTBEAT_PAYLOAD_MAX_CHARS) });
export const HeartbeatResponse = z.object({ recorded: z.boolean(), day: z.string() });

/**
 * The EU withdrawal function of the members' area (issue 29, point 1; catalog/withdrawal.ts):
 * GET asks whether a subscription may still be withdrawn from and what would be refunded; POST
 * withdraws, once (the same answer again after that).
 */
export const WITHDRAWAL_PATH = '/members/withdrawal';

/**
 * Why a subscription may not be withdrawn from, as a stable code the app words in the shopper's
 * language (issue 33): the withdrawal period is over, the purchase was not made in the EU or the EEA,
 * the subscription already ended, or it was already withdrawn from.
 */
export const WITHDRAWAL_REFUSAL_REASONS = ['period-over', 'not-offered', 'ended', 'withdrawn'] as const;
export type WithdrawalRefusalReason = (typeof WITHDRAWAL_REFUSAL_REASONS)[number];

/** One payment a withdrawal refunds, by kind: the first payment, the nth paid renewal, or an add-on (its plan id, catalog/plans.ts). */
export const WithdrawalPayment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('first') }),
  z.object({ kind: z.literal('renewal'), number: z.number().int().positive() }),
  z.object({ kind: z.literal('add-on'), plan_id: z.string() }),
]);
export type WithdrawalPayment = z.infer<typeof WithdrawalPayment>;

export const WithdrawalOffer = z.object({
  subscription_id: z.string(),
  /** The contract as the buyer knows it: the plan's full name, in English. */
  contract: z.string(),
  /** The plan the contract is for (catalog/plans.ts), for its name in the shopper's language. */
  plan_id: z.string(),
  eligible: z.boolean(),
  /**
   * Why not, as a code (WITHDRAWAL_REFUSAL_REASONS; an app that does not know one shows its own
   * fallback, never `refusal`); null when eligible.
   */
  reason: z.string().nullable(),
  /** Why not, in English words for the buyer (catalog/withdrawal.ts); null when eligible. */
  refusal: z.string().nullable(),
  /** The end of the withdrawal period (ISO time); null where it does not apply. */
  open_until: z.string().nullable(),
  /** Every payment of the contract, refunded in full on withdrawal: `what` in English ("first payment", "renewal 2", an add-on's name), `payment` by kind. */
  refund: z.object({ total: z.number(), currency: z.string(), payments: z.array(z.object({ what: z.string(), payment: WithdrawalPayment, amount: z.number() })) }),
  /** Prefilled from the signed-in account. */
  name: z.string(),
  email: z.string().nullable(),
});
export type WithdrawalOffer = z.infer<typeof WithdrawalOffer>;

export const WithdrawalRequest = z.strictObject({
  subscription_id: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(NAME_MAX_CHARS),
  email: z.email().max(320),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequest>;

export const WithdrawalReceipt = z.object({
  id: z.string(),
  subscription_id: z.string(),
  contract: z.string(),
  name: z.string(),
  email: z.string(),
  /** When the withdrawal was received (ISO time): the receipt's date and time. */
  withdrawn_at: z.string(),
  refund: z.object({ total: z.number(), currency: z.string(), state: z.enum(['pending', 'refunded', 'failed']) }),
});
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceipt>;
