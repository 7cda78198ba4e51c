/**
 * The provider's client module: the only part of simulator/payment-provider/ the merchant's folders may
 * import (eslint.config.js, ADR 9). It is what a PSP's server SDK is to a merchant backend: each
 * call mirrors one of the provider's server-to-server HTTP calls (read a payment, charge a wallet
 * token, settle or void a charge, charge a stored instrument), and `constructEvent` checks a
 * webhook's signature and parses its body, as Stripe's `Webhook.constructEvent` does. Types only
 * cross here: the merchant never holds the provider's sessions, charges or scenarios.
 *
 * The implementation (merchant-api.ts) is built by the provider's mount (mount/provider.ts) and handed
 * to the merchant by the composition root (create-simulator.ts). In-process here; every call runs inside the merchant request's transaction.
 */
import type { PaymentSessionResponse } from '../../contracts/subscription-answers';
import type { Refund, RefundRequest } from '../../contracts/refunds';
import type { RenewalAnswer, RenewalDeclineReason } from '../../scenarios';
import type { ProviderEventBody } from './webhooks/events';
import { ProviderEvent as EventBody } from '../../contracts/provider';
import { verifySignature, type SignatureCheck } from './webhooks/signature';

export { SIGNATURE_HEADER } from './webhooks/signature';
/** Signs the short-lived bearer the widget shows the vault, with the secret the merchant shares with the provider. */
export { signJwt as signVaultToken } from './vault/jwt';
export type { ProviderEventBody } from './webhooks/events';
import type { CardSummary } from './vault/provider-link';
export type { CardSummary } from './vault/provider-link';

/**
 * The shopper's agreement sent with an authorization (contracts/provider.ts AuthorizationConsent),
 * as the provider keeps it with the attempt: what the caller said, and what the provider saw itself
 * (when, from which IP, the billing country the authorization named). Absent in attempts written before it existed.
 */
export interface AttemptConsent {
  readonly termsVersion: string;
  readonly language: string;
  /** ISO time the authorization arrived: when the shopper pressed Pay. */
  readonly agreedAt: string;
  /** The IP the authorization came from: the shopper's browser (or, for a wallet token the merchant charges, the IP the merchant saw). */
  readonly ip: string | null;
  /** The billing address's country the authorization carried, upper case, or null. */
  readonly billingCountry: string | null;
}


/** The merchant's stored-instrument reference: the subscription whose first payment stored it. */
export interface InstrumentHolder {
  readonly id: string;
  readonly email: string;
  readonly status: string;
  readonly execution_id: string;
  readonly scenario_id: string;
  readonly card_network: string | null;
  readonly card_last4: string | null;
}

/** A payment as the provider reports it to the merchant. */
export interface ProviderPayment {
  readonly executionId: string;
  readonly planId: string;
  readonly amount: { readonly value: string; readonly currency: string };
  /** The shopper the payment is bound to, once known. */
  readonly email: string | null;
  /** The provider authorized the charge (authorizeSuccessful), with this card and scenario. */
  readonly authorized: { readonly card: CardSummary; readonly scenarioId: string; readonly serviceFails: boolean; readonly storeInstrument: boolean } | null;
  /**
   * The shopper's agreement the authorized attempt carried (issue 29): the terms version and language
   * the browser sent with it, when it arrived, its IP and billing country. Null before an authorization,
   * and for attempts written before the provider kept it.
   */
  readonly consent: AttemptConsent | null;
  readonly chargeStatus: 'authorized' | 'recorded' | 'voided' | null;
  /** The first charge's id once authorized: what a refund names (issue 29). */
  readonly chargeId: string | null;
  /** Where the latest attempt stands: authorized, declined (`failed`), or neither yet (`pending`, also before any attempt). */
  readonly status: 'pending' | 'authorized' | 'failed';
  /** Opaque: the merchant hands it to the request journal (res.locals.session), nothing else. */
  readonly journalHandle: object;
}

export type WalletTokenCharge =
  | { readonly kind: 'authorized'; readonly scenarioId: string; readonly serviceFails: boolean }
  | { readonly kind: 'not-authorized'; readonly reason: string; readonly code: WalletRefusal };

/** Why a wallet charge was not authorized, stable for the shopper's screen (the app's catalogue keys it; issue 33). */
export type WalletRefusal = 'payment-declined' | 'payment-left-pending' | 'provider-error';

/** Why a stored-instrument charge was refused, stable for the shopper's screen (issue 33). */
export type StoredChargeRefusal = 'subscription-not-active' | 'no-stored-instrument';

export type StoredInstrumentCharge = { readonly kind: 'charged'; readonly chargeId: string } | { readonly kind: 'refused'; readonly reason: string; readonly code: StoredChargeRefusal };

export interface StoredChargeRequest {
  /** The same key for the same renewal attempt, whatever happens in between: the provider charges it once. */
  readonly idempotencyKey: string;
  /** The subscription whose first payment stored the instrument. */
  readonly subscription: InstrumentHolder;
  readonly amountValue: string;
  readonly currency: string;
  /** How many charges of this instrument came before this one: picks the scenario's scripted answer. */
  readonly chargeIndex: number;
}

export type StoredChargeResult =
  | { readonly kind: 'paid'; readonly chargeId: string }
  | { readonly kind: 'declined'; readonly outcome: { readonly kind: 'declined'; readonly reason: RenewalDeclineReason } };

/** A renewal charge under the merchant's idempotency key (the renewals scheduler's one call). */
export interface StoredInstrumentProvider {
  charge(request: StoredChargeRequest): StoredChargeResult;
}

/** What the merchant opens a payment session with: the purchase it is for and the shopper, when known. */
export interface OpenSessionRequest {
  readonly planId: string;
  readonly amount: { readonly value: string; readonly currency: string };
  readonly scenario: string | null;
  readonly email: string | null;
  readonly userRef: string | null;
}

/** The provider's answer to an opened session: what the merchant forwards to the widget (contracts/subscription-answers.ts). */
export interface OpenedSession {
  readonly token: string;
  readonly executionId: string;
  readonly amount: { readonly value: string; readonly currency: string };
  readonly execution: PaymentSessionResponse['execution'];
  readonly scenario: PaymentSessionResponse['scenario'];
  /** Opaque: the merchant hands it to the request journal (res.locals.session), nothing else. */
  readonly journalHandle: object;
}

export type RefundCall = { readonly kind: 'answered'; readonly refund: Refund } | { readonly kind: 'refused'; readonly reason: string };

export interface ProviderClient {
  /** The scenario ids a session may name: the catalogue's and QA's runtime ones (the provider's test-mode catalogue). */
  scenarioIds(): readonly string[];
  /** Opens a payment session for a first charge (the provider's "create payment session" call). */
  openSession(request: OpenSessionRequest): OpenedSession;
  /** The live payment session a bearer token names (for the vault credential the merchant issues), or undefined; a 401 problem when it expired. */
  sessionByToken(token: string): { readonly token: string; readonly journalHandle: object } | undefined;
  payment(executionId: string): ProviderPayment | undefined;
  /** Binds the payment (and its charge) to the shopper's email, once. */
  bindEmail(executionId: string, email: string): void;
  /** Charges an Apple Pay token on the payment's execution, as its scenario says (ADR 6), with the shopper's agreement the merchant's create carried (its terms, language and the shopper's IP). */
  chargeWalletToken(executionId: string, card: CardSummary, consent: Omit<AttemptConsent, 'agreedAt'>): WalletTokenCharge;
  /**
   * The merchant recorded what the charge paid for; the payment is bound to `email` (as bindEmail does,
   * in the same update as the record) and the provider stores the card when the shopper asked, for their
   * email and, when signed in, their account (`userRef`, from a verified ID token).
   */
  settleCharge(executionId: string, subscriptionId: string, email: string, userRef?: string | null): void;
  /** The merchant refused what the charge paid for: the provider voids it. */
  voidCharge(executionId: string, reason: string): void;
  /** A merchant-initiated charge on the instrument stored with a subscription (add-ons). */
  chargeStoredInstrument(subscription: InstrumentHolder, amount: { readonly value: string; readonly currency: string }): StoredInstrumentCharge;
  /**
   * Refunds a whole charge (POST /provider/refunds, contracts/refunds.ts). The same key answers the
   * same refund; a charge refunded under another key, or not settled, is refused. The outcome also
   * arrives as a signed charge.refunded / charge.refund_failed event.
   */
  refund(request: RefundRequest, idempotencyKey: string): RefundCall;
  /** The merchant deleted this customer's account: the provider drops their stored cards and their email from its charges and sessions. */
  eraseCustomer(customer: { readonly email: string | null; readonly userRef: string }): { readonly storedInstruments: number; readonly charges: number; readonly sessions: number };
  /** What the issuer answers the n-th merchant-initiated charge (from 0) of that instrument, as the payment's scenario scripts it. */
  renewalAnswer(subscription: InstrumentHolder, chargeIndex: number): RenewalAnswer;
}


export type ConstructedEvent = { readonly ok: true; readonly event: ProviderEventBody } | Exclude<SignatureCheck, { ok: true }> | { readonly ok: false; readonly code: 'bad-request'; readonly detail: string };

/** Checks a delivery's signature over its raw body, then parses it; anything unexpected is a refusal, never a pass. */
export function constructEvent(rawBody: string, signature: string | undefined, secret: string, nowMs: number): ConstructedEvent {
  const check = verifySignature(signature, rawBody, secret, nowMs);
  if (!check.ok) return check;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, code: 'bad-request', detail: 'The webhook body is not JSON.' };
  }
  const event = EventBody.safeParse(parsed);
  if (!event.success) return { ok: false, code: 'bad-request', detail: `The webhook body is not a provider event: ${event.error.issues[0]?.message ?? 'invalid'}.` };
  return { ok: true, event: event.data };
}
