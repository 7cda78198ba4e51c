/**
 * The provider's state and the rules that need nothing but it: a payment session, its execution and
 * wallet payment, the card summary the vault keeps, QA journal entries and the charge row.
 * PaymentSessions (payment-provider/payments/sessions.ts) keeps them in SQLite and in its cache, and
 * appends their statuses (a status can decide a charge).
 */
import { randomBytes } from 'node:crypto';
import type { AnswerDigest } from '../../platform/http/answer-digest';
import { Problem } from '../../platform/http/problem';
import type { ExecutionStatusCode, Scenario } from '../../../scenarios';
import type { AttemptConsent } from '../client';
export type { AttemptConsent } from '../client';
import type { CardSummary } from '../vault/provider-link';
export type { CardSummary } from '../vault/provider-link';

export interface Amount {
  readonly value: string;
  readonly currency: string;
}

export interface JournalEntry {
  /** When the request arrived, in epoch milliseconds (the QA API shows it as an ISO time); durationMs says how long its answer took. */
  readonly at: number;
  /** The id of the request's log line and X-Request-Id header (simulator/platform/http/logger.ts). */
  readonly requestId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly summary: string;
  /** The answer's JSON body without its run's ids, tokens and times (platform/http/answer-digest.ts): what a replay compares. */
  readonly answer: AnswerDigest;
}

export interface Execution {
  readonly id: string;
  readonly statuses: { readonly code: ExecutionStatusCode; readonly time: string }[];
  pollCount: number;
  authorizedWith: { readonly card: CardSummary; readonly scenarioId: string; readonly storeInstrument?: boolean; readonly consent?: AttemptConsent } | null;
  /** The 3-D Secure challenge once the script asked for one; its token is the only key to the challenge page. */
  challenge: { readonly token: string; resolved: boolean } | null;
  /** A wallet or redirect payment started by the pay call (simulator/payment-provider/payments/pay.ts). */
  payment: WalletPayment | null;
  /** The card the shopper asked to store with the card-save body (card-save.ts); saved once the charge settles. */
  cardSave?: { readonly card: CardSummary; readonly futureUsage: string };
}

/** What the pay call started: the method, PayPal's order or billing-agreement id, the redirect page's token. */
export interface WalletPayment {
  readonly methodCode: 'applePay' | 'googlePay' | 'payPal' | 'genericRedirect';
  /** For genericRedirect: which one (`pix` is the instant-payment method, polled in a popup). */
  readonly redirectMethod: string | null;
  readonly orderId: string | null;
  readonly tokenId: string | null;
  readonly redirectToken: string | null;
  /** Return pages the widget passed (returnInfo), used by the redirect stand-in pages. */
  readonly returnUrl: string | null;
  confirmed: boolean;
  /** The shopper pressed "I have paid" on the instant-payment page, or approved on the bank page (journaled; the scenario still decides). */
  shopperPaid: boolean;
  /**
   * The bank's decision on an approval it confirms later (online banking, `bank.confirmAfterSeconds`):
   * applied by the provider at `dueAt` (bank-confirmations.ts), whether or not the shopper is still there.
   * Absent in sessions written before it existed.
   */
  bankDecision?: { readonly code: 'authorizeSuccessful' | 'authorizeFailed'; readonly dueAt: number } | null;
}

export interface PaymentSession {
  readonly token: string;
  readonly planId: string;
  readonly amount: Amount;
  /** The scenario QA named with `?scenario=` (built-in or saved at runtime), or null when a test card (or the default) decides. */
  readonly requestedScenario: string | null;
  /**
   * The scenarios this session runs, resolved once (issue 28): the requested one when the session
   * starts, the attempt's when it starts. A scenario QA saved at runtime is kept in the session's
   * stored state, so a change or removal of it never reaches a session already running it.
   */
  readonly scripts: SessionScripts;
  /** The shopper the merchant opened the session for (init ?email=), or the first create's email: the charge is bound to it. */
  email: string | null;
  /** The signed-in account the merchant opened the session for (`firebase:{uid}` of a verified ID token), or null. */
  readonly userRef: string | null;
  readonly execution: Execution;
  /** Kept in memory only (a QA aid): it starts empty again after a restart. */
  readonly journal: JournalEntry[];
  readonly createdAt: number;
  readonly expiresAt: number;
  statusSeq: number;
}

export interface SessionScripts {
  requested: Scenario | null;
  /** Set with `execution.authorizedWith` (ScenarioRun.startAttempt), cleared with it. */
  attempt: Scenario | null;
}

/** The charge an authorized execution made, written beside the session in the same transaction. */
export interface ChargeRow {
  readonly id: string;
  readonly kind: 'first' | 'merchant-initiated';
  readonly execution_id: string | null;
  readonly subscription_id: string | null;
  readonly email: string | null;
  readonly amount_value: string;
  readonly currency: string;
  readonly card_network: string | null;
  readonly card_last4: string | null;
  readonly status: 'authorized' | 'recorded' | 'voided';
  readonly void_reason: string | null;
  readonly created_at: number;
  readonly settled_at: number | null;
}

/** Room for the longest scenario's whole journal (pix-timeout: 365 polls and its set-up calls), so QA and the e2e suite count every poll. */
export const JOURNAL_CAP = 500;

/** The statuses after which an execution never changes: polls answer it without appending. */
export const FINAL_STATUSES: ReadonlySet<ExecutionStatusCode> = new Set(['authorizeSuccessful', 'authorizeFailed']);

export const isAuthorized = (execution: Execution) => execution.statuses.some((s) => s.code === 'authorizeSuccessful');

/**
 * Refuses a new payment attempt once the execution was authorized. Until then a shopper may try
 * again (another card after a decline, a card after a cancelled wallet): one execution, one charge.
 */
export function assertNotAuthorized(session: PaymentSession): void {
  if (isAuthorized(session.execution)) {
    throw new Problem('conflict', 'This execution was already authorized: one execution is charged once.');
  }
}

/** Starts a new attempt: the previous attempt's challenge, redirect and poll count are forgotten. */
export function beginAttempt(session: PaymentSession): void {
  assertNotAuthorized(session);
  const { execution } = session;
  execution.authorizedWith = null;
  session.scripts.attempt = null;
  execution.challenge = null;
  execution.payment = null;
  execution.pollCount = 0;
}

/** Opens the 3-D Secure challenge of a session (once) and returns its token. */
export function openChallenge(session: PaymentSession): string {
  if (!session.execution.challenge) session.execution.challenge = { token: randomBytes(18).toString('base64url'), resolved: false };
  return session.execution.challenge.token;
}

/** Starts a wallet or redirect payment; a redirect method gets a token that keys its redirect page. */
export function startPayment(session: PaymentSession, payment: Omit<WalletPayment, 'redirectToken' | 'confirmed' | 'shopperPaid'>): WalletPayment {
  const redirectToken = payment.methodCode === 'genericRedirect' ? randomBytes(18).toString('base64url') : null;
  session.execution.payment = { ...payment, redirectToken, confirmed: false, shopperPaid: false };
  return session.execution.payment;
}

/** Adds an entry to the session's QA journal, keeping its newest JOURNAL_CAP entries. */
export function appendJournal(session: PaymentSession, entry: JournalEntry): void {
  session.journal.push(entry);
  if (session.journal.length > JOURNAL_CAP) session.journal.splice(0, session.journal.length - JOURNAL_CAP);
}
