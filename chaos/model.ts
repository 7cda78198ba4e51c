/**
 * The model beside the real server: what each purchase of a sequence should have become, from the
 * commands alone. It knows the rules as a shopper and QA read them (README "Renewals, cancellation and
 * time travel"): the weekly trial renews 7 days after purchase and then every 7 days; a declined renewal
 * is retried 1 and 3 days after its due date, and an unpaid one ends 7 days after it; the EU withdrawal
 * is open 14 days for a buyer whose browser told the country, and refunds every payment.
 */
import { WITHDRAWAL_DAYS } from '../catalog/withdrawal';
import type { Method } from '../scripts/shopper';

export const BROWSERS = ['creates', 'leaves', 'twice', 'late'] as const;
/**
 * After the authorization: the app's create at once, no browser at all, two creates at once (two tabs), or a
 * create only once the webhook has landed. Apple Pay's create is its charge: leaving means the create was
 * sent and its answer never read, late means the create (and so the charge) comes at the next drain.
 */
export type Browser = (typeof BROWSERS)[number];
export const RENEWAL_SCRIPTS = ['paid', 'recovered', 'declined'] as const;
/** The stored card's answers to renewals: always paid; declined twice then paid; always declined. */
export type RenewalScript = (typeof RENEWAL_SCRIPTS)[number];
export const REFUND_ANSWERS = ['succeeded', 'failed'] as const;
export type RefundAnswer = (typeof REFUND_ANSWERS)[number];

export interface WebhookFaults {
  readonly dropFirst: number;
  readonly duplicate: boolean;
  readonly reorder: boolean;
  readonly wrongKeyFirst: number;
  readonly delayMinutes: number;
}

export interface BuyPlan {
  readonly method: Method;
  readonly browser: Browser;
  readonly renewals: RenewalScript;
  readonly refund: RefundAnswer;
  readonly faults: WebhookFaults;
}

export interface PurchaseModel {
  readonly plan: BuyPlan;
  /**
   * Its first charge must end as a subscription, or (a second purchase by an email already subscribed) as a
   * void; a second Apple Pay purchase is refused before its token is charged, so it has no charge at all.
   */
  readonly outcome: 'subscription' | 'void' | 'refused';
  /** The subscription is known to the harness (the browser's create answered it, or a drain found it). */
  known: boolean;
  /** The browser's create reached the server (now or late): the buyer's country is on record. */
  countryOnRecord: boolean;
  clockDays: number;
  withdrawnAtDays: number | null;
  withdrawalAsked: boolean;
  /** The day (on its clock) a cancellation was asked for, by the emailed code; null when none. */
  cancelledAtDays: number | null;
  /** A cancel code was asked for this purchase's email (at most one per email per sequence: 3 codes per address every 15 minutes). */
  cancelAsked: boolean;
  /** Add-ons charged to the subscription's stored card, once each. */
  readonly addOns: { readonly planId: string; readonly cents: number }[];
}

/** Add-ons of three families (none a pack of another), so each may be bought once. */
export const ADD_ONS = [
  { planId: 'pro_offline_access_s', cents: 499 },
  { planId: 'pro_analysis_report_s', cents: 1499 },
  { planId: 'pro_early_access', cents: 1999 },
] as const;

export interface Model {
  readonly purchases: PurchaseModel[];
}

export const FIRST_CENTS = 100;
export const RENEWAL_CENTS = 1999;
const RENEWAL_EVERY_DAYS = 7;
const RETRY_DAYS = [1, 3] as const;
/** The last retry (days after the due date): a recovered renewal is paid on it. */
const LAST_RETRY_DAY = 3;
const UNPAID_ENDS_AFTER_DAYS = 7;

export interface RenewalCharge {
  readonly renewal: number;
  readonly retry: number;
  readonly state: 'paid' | 'declined';
}

/** The day (on the subscription's clock) the last charge may fall on: a cancellation or a withdrawal stops it. */
function chargedUpTo(p: PurchaseModel): number {
  const stops = [p.clockDays, p.cancelledAtDays ?? Infinity, p.withdrawnAtDays ?? Infinity];
  return Math.min(...stops);
}

/**
 * Where a cancellation at day `at` leaves the subscription: a paid-up one runs to the end of its paid
 * period (the next due date), one in its renewal's retries or past due ends at once.
 */
export function cancellationEnd(p: PurchaseModel, at: number): { readonly endsNow: boolean; readonly periodEnd: number } {
  const renewals = effectiveRenewals(p);
  const unpaid = at >= RENEWAL_EVERY_DAYS && (renewals === 'declined' || (renewals === 'recovered' && at < RENEWAL_EVERY_DAYS + LAST_RETRY_DAY));
  return unpaid ? { endsNow: true, periodEnd: at } : { endsNow: false, periodEnd: RENEWAL_EVERY_DAYS * (Math.floor(at / RENEWAL_EVERY_DAYS) + 1) };
}

/**
 * Methods that leave an instrument the provider can charge again (a card's network and last four): a card
 * (with or without 3-D Secure), a stored card, and Apple Pay (the token's card network and the last four of
 * its display name). A subscription bought otherwise (Pix, online banking, PayPal, Google Pay: the
 * subscription keeps the method's name and no last four) has nothing to renew with today: every renewal is
 * declined (do-not-honor), whatever its scenario scripts, and it ends unpaid. The model says what the server does.
 */
const STORES_INSTRUMENT: ReadonlySet<Method> = new Set<Method>(['card', '3ds', 'stored-card', 'apple-pay']);

/** An add-on is charged to the stored card of a subscription that has not ended; otherwise it is refused and nothing is charged. */
export function addOnChargeable(p: PurchaseModel): boolean {
  return STORES_INSTRUMENT.has(p.plan.method) && !isEnded(p);
}

/** The renewal answers the subscription really gets. */
export function effectiveRenewals(p: PurchaseModel): RenewalScript {
  return STORES_INSTRUMENT.has(p.plan.method) ? p.plan.renewals : 'declined';
}

/** Every renewal charge attempt up to the clock, in order. */
export function renewalCharges(p: PurchaseModel): RenewalCharge[] {
  const until = chargedUpTo(p);
  const charges: RenewalCharge[] = [];
  const firstDue = RENEWAL_EVERY_DAYS;
  const renewals = effectiveRenewals(p);
  if (renewals === 'paid') {
    for (let k = 1; k * RENEWAL_EVERY_DAYS <= until; k += 1) charges.push({ renewal: k, retry: 0, state: 'paid' });
    return charges;
  }
  const attempts = [firstDue, ...RETRY_DAYS.map((d) => firstDue + d)];
  attempts.forEach((day, retry) => {
    if (day > until) return;
    const paid = renewals === 'recovered' && retry === RETRY_DAYS.length;
    charges.push({ renewal: 1, retry, state: paid ? 'paid' : 'declined' });
  });
  if (renewals === 'recovered') for (let k = 2; k * RENEWAL_EVERY_DAYS <= until; k += 1) charges.push({ renewal: k, retry: 0, state: 'paid' });
  return charges;
}

/** Ended: withdrawn, or the renewal stayed unpaid for 7 days after its due date. */
export function isEnded(p: PurchaseModel): boolean {
  if (p.withdrawnAtDays !== null) return true;
  if (p.cancelledAtDays !== null) {
    const end = cancellationEnd(p, p.cancelledAtDays);
    if (end.endsNow || p.clockDays >= end.periodEnd) return true;
  }
  return effectiveRenewals(p) === 'declined' && p.clockDays >= RENEWAL_EVERY_DAYS + UNPAID_ENDS_AFTER_DAYS;
}

/** Whether a withdrawal statement made now is carried out. */
export function withdrawalOpen(p: PurchaseModel): boolean {
  return p.countryOnRecord && p.clockDays < WITHDRAWAL_DAYS && !isEnded(p);
}

export interface Money {
  readonly paidCents: number;
  readonly paidCount: number;
  readonly refundedCents: number;
  readonly refundFailedCount: number;
  readonly refundedCount: number;
}

export function money(p: PurchaseModel): Money {
  const renewals = renewalCharges(p).filter((c) => c.state === 'paid');
  const paidCents = FIRST_CENTS + renewals.length * RENEWAL_CENTS + p.addOns.reduce((sum, a) => sum + a.cents, 0);
  const paidCount = 1 + renewals.length + p.addOns.length;
  const withdrawn = p.withdrawnAtDays !== null;
  const refunded = withdrawn && p.plan.refund === 'succeeded';
  return {
    paidCents,
    paidCount,
    refundedCents: refunded ? paidCents : 0,
    refundedCount: refunded ? paidCount : 0,
    refundFailedCount: withdrawn && !refunded ? paidCount : 0,
  };
}
