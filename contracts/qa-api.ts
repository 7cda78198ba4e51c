/**
 * The QA API's answers (GET /qa/api/…, README "QA API"), written once: the simulator types what it
 * sends with them (simulator/qa/api/api.ts, list-events.ts, members' heartbeats), the QA console reads
 * them (simulator/qa/console/client), and a supertest parses the real answers with them, so a field added
 * on one side and not the other fails there. Strict objects: an unknown field is a drift, not noise.
 */
import { z } from 'zod';
import { AD_EVENTS, AD_TRACKERS } from '../catalog/ad-events';
import { FUNNEL_EVENTS } from '../catalog/funnel-events';
import { LANGUAGES } from '../catalog/languages';

const IsoTime = z.string().min(1);
const Amount = z.strictObject({ value: z.string(), currency: z.string() });

/** One request of a payment session, as the journal keeps it. */
export const QaJournalEntry = z.strictObject({
  at: IsoTime,
  /** The id of the request's log line and X-Request-Id header. */
  requestId: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  durationMs: z.number(),
  summary: z.string(),
  /**
   * The answer's JSON body flattened to field paths, with ids, tokens, times and links' ids replaced
   * by what they are (simulator/platform/http/answer-digest.ts); empty for a page, a 204 or a reset connection.
   */
  answer: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type QaJournalEntry = z.infer<typeof QaJournalEntry>;

export const QA_CHARGE_STATUSES = ['authorized', 'recorded', 'voided'] as const;
export type QaChargeStatus = (typeof QA_CHARGE_STATUSES)[number];

/** A provider charge: its state, what it paid, and why it was voided. */
export const QaCharge = z.strictObject({
  id: z.string(),
  kind: z.enum(['first', 'merchant-initiated']),
  status: z.enum(QA_CHARGE_STATUSES),
  amount: Amount,
  email: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: IsoTime,
  settledAt: IsoTime.nullable(),
});
export type QaCharge = z.infer<typeof QaCharge>;

/** GET /qa/api/charges. */
export const QaCharges = z.strictObject({
  counts: z.strictObject({ authorized: z.number().int(), recorded: z.number().int(), voided: z.number().int() }),
  charges: z.array(QaCharge.nullable()),
});
export type QaCharges = z.infer<typeof QaCharges>;

/** GET /qa/api/sessions: payment sessions, newest first. */
export const QaSession = z.strictObject({
  /** Only a prefix of the token: enough to tell sessions apart, not enough to act as one. */
  token: z.string(),
  planId: z.string(),
  amount: Amount,
  /** The shopper the session is for (the merchant's init ?email=, or the purchase's), null before either named one. */
  email: z.string().nullable(),
  requestedScenario: z.string().nullable(),
  executionId: z.string(),
  scenarioRun: z.string().nullable(),
  statuses: z.array(z.strictObject({ code: z.string(), time: IsoTime })),
  pollCount: z.number().int(),
  /** Faults QA switched on for this session (issue 28). */
  switchedFaults: z.array(z.strictObject({ route: z.string(), fault: z.looseObject({ kind: z.string() }), remaining: z.number().int() })),
  createdAt: IsoTime,
  charge: QaCharge.nullable(),
  journal: z.array(QaJournalEntry),
});
export type QaSession = z.infer<typeof QaSession>;

/**
 * GET /qa/api/sessions/{execution}/replay: what `npm run replay` needs to replay a session (issue 28,
 * point 5): the scenario it ran, as a runtime scenario (its polls as answered), and its journal. The
 * e2e replay reporter saves one per session of a failed test in its `replay-sessions` attachment.
 */
export const QaSessionReplay = z.strictObject({
  executionId: z.string(),
  requestedScenario: z.string().nullable(),
  /** A scenario body for POST /qa/api/scenarios/{id} (checked there against the scenario schema). */
  scenario: z.record(z.string(), z.unknown()),
  journal: z.array(QaJournalEntry),
});
export type QaSessionReplay = z.infer<typeof QaSessionReplay>;

/** A one-time add-on bought with a subscription's stored instrument. */
export const QaAddOn = z.strictObject({
  id: z.string(),
  subscription_id: z.string(),
  plan_id: z.string(),
  amount_value: z.string(),
  currency: z.string(),
  charge_id: z.string(),
  created_at: IsoTime,
});
export type QaAddOn = z.infer<typeof QaAddOn>;

/** GET /qa/api/subscriptions?email=: recorded subscriptions with their add-ons. */
export const QaSubscription = z.strictObject({
  id: z.string(),
  plan_id: z.string(),
  email: z.string(),
  status: z.enum(['active', 'cancelled']),
  execution_id: z.string(),
  amount_value: z.string(),
  currency: z.string(),
  card_network: z.string().nullable(),
  card_last4: z.string().nullable(),
  scenario_id: z.string(),
  /** The attribution the create brought, as JSON text. */
  attribution: z.string(),
  created_at: IsoTime,
  /** The signed-in user's reference (`firebase:{uid}` or `apple:{token hash}`), null for anonymous buyers. */
  user_ref: z.string().nullable(),
  finalized_at: IsoTime.nullable(),
  /** Who recorded it first: the browser's create, the provider's webhook, or the bank's return to the shop. */
  recorded_by: z.enum(['browser', 'webhook', 'bank-return']),
  /** The shopper's language at the purchase (issue 33): its emails speak it. */
  language: z.enum(LANGUAGES),
  addOns: z.array(QaAddOn),
});
export type QaSubscription = z.infer<typeof QaSubscription>;

/** GET /qa/api/events: recorded funnel events, newest first. */
export const QaFunnelEvent = z.strictObject({
  id: z.string(),
  event: z.enum(FUNNEL_EVENTS),
  userAgent: z.string(),
  ip: z.string(),
  attribution: z.strictObject({
    campaign: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    /** The country the client learned from /remote-addr, or null when it did not say. */
    country: z.string().nullable(),
    /** The cf-track header, or null when absent. */
    cfTrack: z.string().nullable(),
  }),
  receivedAt: IsoTime,
});
export type QaFunnelEvent = z.infer<typeof QaFunnelEvent>;

/** GET /qa/api/ad-events: what the ad pixel and short-video tracker stand-ins received. */
export const QaAdEvent = z.strictObject({
  id: z.string(),
  tracker: z.enum(AD_TRACKERS),
  pixel_id: z.string(),
  event: z.enum(AD_EVENTS),
  value: z.number().nullable(),
  currency: z.string().nullable(),
  page_url: z.string(),
  received_at: IsoTime,
});
export type QaAdEvent = z.infer<typeof QaAdEvent>;

/** GET /qa/api/provider-events: a provider webhook event and its delivery attempts. */
export const QaProviderEvent = z.strictObject({
  id: z.string(),
  type: z.string(),
  executionId: z.string().nullable(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  faults: z.record(z.string(), z.unknown()),
  createdAt: IsoTime,
  nextAttemptAt: IsoTime.nullable(),
  deliveredAt: IsoTime.nullable(),
  attemptLog: z.array(z.strictObject({ attempt: z.number().int(), at: IsoTime, outcome: z.enum(['acknowledged', 'refused', 'unreachable', 'dropped', 'resend-requested']), status: z.number().int().nullable(), detail: z.string().nullable() })),
});
export type QaProviderEvent = z.infer<typeof QaProviderEvent>;

/** What an email is (simulator/merchant/outbox): receipts (merchant/outbox/receipts.ts), the identity emails the Auth emulator would send (merchant/identity/identity-mail.ts), renewals and cancellation (issue 16). */
export const EMAIL_KINDS = [
  'subscription-receipt',
  'add-on-receipt',
  'sign-in-link',
  'password-reset',
  'email-verification',
  'activation',
  'renewal-receipt',
  'renewal-failed',
  'past-due',
  'subscription-ended',
  'cancellation-confirmed',
  'cancel-code',
  'trial-reminder',
  'annual-reminder',
  'price-change-notice',
  'withdrawal-receipt',
  'withdrawal-refused',
  'refund-issued',
  'refund-failed',
] as const;

/** How an email left: nodemailer's JSON outbox, or a real SMTP server (SMTP_URL). */
export const EMAIL_DELIVERY_KINDS = ['outbox', 'smtp'] as const;

/** GET /qa/api/outbox and /qa/api/outbox/{id}: an email the simulator sent (or queued). */
export const QaEmail = z.strictObject({
  id: z.string(),
  kind: z.enum(EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  createdAt: IsoTime,
  /** How it was delivered ('outbox' or 'smtp') and when; null while queued or after a failure. */
  deliveredVia: z.enum(EMAIL_DELIVERY_KINDS).nullable(),
  deliveredAt: IsoTime.nullable(),
  deliveryError: z.string().nullable(),
});
export type QaEmail = z.infer<typeof QaEmail>;

/** A members' area heartbeat (at most one a day per user). */
export const QaHeartbeat = z.strictObject({
  user_ref: z.string(),
  day: z.string(),
  payload: z.string(),
  /** Epoch milliseconds. */
  created_at: z.number().int(),
});
export type QaHeartbeat = z.infer<typeof QaHeartbeat>;

/** GET /qa/api/heartbeats?user=. */
export const QaHeartbeats = z.strictObject({ heartbeats: z.array(QaHeartbeat) });
export type QaHeartbeats = z.infer<typeof QaHeartbeats>;

/** A phone sign-in code the Auth emulator issued (it texts nobody): the number and the 6 digits to type. */
export const QaPhoneCode = z.strictObject({ phoneNumber: z.string(), code: z.string() });
export type QaPhoneCode = z.infer<typeof QaPhoneCode>;

/** GET /qa/api/phone-codes?phone=: the emulator's codes, newest first (none without an emulator). */
export const QaPhoneCodes = z.strictObject({ phoneCodes: z.array(QaPhoneCode) });
export type QaPhoneCodes = z.infer<typeof QaPhoneCodes>;

/** Its query: one number (E.164; spaces are ignored), else all. */
export const QaPhoneCodesQuery = z.strictObject({ phone: z.string().min(1).max(40).optional() });

/**
 * An item calibration (issue 27; POST /qa/api/calibrations runs one, GET lists them, newest first):
 * its version, what it was estimated from, and how the fit went.
 */
export const QaCalibration = z.strictObject({
  version: z.number().int().positive(),
  created_at: IsoTime,
  people: z.number().int().min(0),
  answers: z.number().int().min(0),
  /** EM cycles run, and whether the parameters settled before the cycle limit. */
  cycles: z.number().int().min(0),
  converged: z.boolean(),
  /** The marginal log-likelihood of the stored answers under the new parameters (higher fits better). */
  log_likelihood: z.number(),
  calibrated_items: z.number().int().min(0),
  /** Items with too few answers, which keep their provisional parameters. */
  provisional_items: z.number().int().min(0),
});
export type QaCalibration = z.infer<typeof QaCalibration>;
export const QaCalibrations = z.strictObject({ calibrations: z.array(QaCalibration) });
