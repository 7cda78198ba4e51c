/**
 * The emails of a subscription's life after its first charge (simulator/merchant/renewals) and of
 * cancellation (simulator/merchant/cancel): renewal receipts, declined renewals, past due, ended, the
 * cancellation confirmation and the one-time cancel code. Plain text plus simple HTML, never card
 * data, in the language the subscription was bought in (issue 33).
 */
import { PRODUCT_NAME } from '../../../catalog/product';
import { CURRENCY, type Plan } from '../../../catalog/plans';
import type { AccountLinks } from './email-links';
import type { RenewalDeclineReason } from '../../../scenarios';
import { priceWithCadence, render, subscriptionEmail } from './emails';
import type { OutgoingEmail } from './outbox';
import { ENGLISH, type EmailLanguage } from './i18n/catalogue';

export interface SubscriptionRef {
  readonly to: string;
  readonly subscriptionId: string;
  readonly plan: Plan;
  /** The way back to the account (issue 29, point 5); null where none is known (tests of the emails alone). */
  readonly links: AccountLinks | null;
  /** The language the subscription was bought in (issue 33). */
  readonly lang: EmailLanguage;
}

/** The plan's regular price and cadence, as every lifecycle email states it (issue 29, point 5). */
const priceRow = (ref: SubscriptionRef): [string, string] => [ref.lang.text('row.price'), priceWithCadence(ref.lang, ref.plan, ref.plan.sum, CURRENCY)];
const planRow = (ref: SubscriptionRef): [string, string] => [ref.lang.text('row.plan'), ref.lang.plan(ref.plan)];
const subscriptionRow = (ref: SubscriptionRef): [string, string] => [ref.lang.text('row.subscription'), ref.subscriptionId];

const money = (lang: EmailLanguage, value: string, currency: string) => lang.money(Number(value), currency);

const email = (ref: SubscriptionRef, kind: OutgoingEmail['kind'], subject: string, parts: ReturnType<typeof render>): OutgoingEmail => subscriptionEmail(ref, kind, subject, parts);

export function renewalReceipt(ref: SubscriptionRef, input: { chargedValue: string; currency: string; periodEnd: Date }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'renewal-receipt',
    lang.text('renewal.subject', { plan: ref.lang.plan(ref.plan, 'name') }),
    render(
      lang,
      lang.text('renewal.heading'),
      lang.text('renewal.intro'),
      [planRow(ref), priceRow(ref), [lang.text('row.charged'), money(lang, input.chargedValue, input.currency)], [lang.text('row.nextCharge'), lang.date(input.periodEnd)], subscriptionRow(ref)],
      lang.text('footer.renews'),
      ref.links,
    ),
  );
}

export function renewalFailed(ref: SubscriptionRef, input: { amountValue: string; currency: string; reason: RenewalDeclineReason; retryAt: Date }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'renewal-failed',
    lang.text('renewalFailed.subject'),
    render(
      lang,
      lang.text('renewalFailed.heading'),
      lang.text('renewalFailed.intro', { amount: money(lang, input.amountValue, input.currency), plan: ref.lang.plan(ref.plan, 'name'), reason: lang.text(`decline.${input.reason}`) }),
      [planRow(ref), priceRow(ref), [lang.text('row.nextCharge'), lang.text('value.retry', { date: lang.date(input.retryAt) })], subscriptionRow(ref)],
      lang.text('renewalFailed.footer'),
      ref.links,
    ),
  );
}

export function pastDue(ref: SubscriptionRef, input: { amountValue: string; currency: string; reason: RenewalDeclineReason; cancelAt: Date }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'past-due',
    lang.text('pastDue.subject'),
    render(
      lang,
      lang.text('pastDue.subject'),
      lang.text('pastDue.intro', { amount: money(lang, input.amountValue, input.currency), plan: ref.lang.plan(ref.plan, 'name'), reason: lang.text(`decline.${input.reason}`) }),
      [planRow(ref), priceRow(ref), [lang.text('row.cancelledOn'), lang.date(input.cancelAt)], [lang.text('row.nextCharge'), lang.text('value.noneNoRetry')], subscriptionRow(ref)],
      lang.text('pastDue.footer'),
      ref.links,
    ),
  );
}

export type EndReason = 'cancelled' | 'unpaid';

export function subscriptionEnded(ref: SubscriptionRef, input: { reason: EndReason; endedAt: Date }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'subscription-ended',
    lang.text('ended.subject'),
    render(
      lang,
      lang.text('ended.subject'),
      lang.text('ended.intro', { plan: ref.lang.plan(ref.plan, 'name'), reason: input.reason }),
      [planRow(ref), priceRow(ref), [lang.text('row.ended'), lang.date(input.endedAt)], [lang.text('row.nextCharge'), lang.text('value.none')], subscriptionRow(ref)],
      lang.text('ended.footer', { product: PRODUCT_NAME }),
      ref.links,
    ),
  );
}

export function cancellationConfirmed(ref: SubscriptionRef, input: { accessUntil: Date; endedNow: boolean }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'cancellation-confirmed',
    lang.text('cancelled.subject'),
    render(
      lang,
      lang.text('cancelled.heading'),
      lang.text(input.endedNow ? 'cancelled.introEnded' : 'cancelled.introKeep', { plan: ref.lang.plan(ref.plan, 'name') }),
      [planRow(ref), priceRow(ref), [lang.text(input.endedNow ? 'row.ended' : 'row.accessUntil'), lang.date(input.accessUntil)], [lang.text('row.nextCharge'), lang.text('value.none')], subscriptionRow(ref)],
      lang.text('cancelled.footer'),
      ref.links,
    ),
  );
}

/** Before the first full charge of a trial (issue 29, point 3): what will be charged, when, and how to cancel before. */
export function trialReminder(ref: SubscriptionRef, input: { chargeAt: Date }): OutgoingEmail {
  const { lang } = ref;
  const date = lang.date(input.chargeAt);
  return email(
    ref,
    'trial-reminder',
    lang.text('trial.subject', { date }),
    render(
      lang,
      lang.text('trial.heading'),
      lang.text('trial.intro', { plan: ref.lang.plan(ref.plan, 'name'), date, price: lang.money(ref.plan.sum, CURRENCY) }),
      [planRow(ref), priceRow(ref), [lang.text('row.nextCharge'), date], subscriptionRow(ref)],
      lang.text('trial.footer'),
      ref.links,
    ),
  );
}

/** Once a year (issue 29, point 3; California's automatic-renewal law): the subscription still renews, at what price, and how to cancel. */
export function annualReminder(ref: SubscriptionRef, input: { nextCharge: Date }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'annual-reminder',
    lang.text('annual.subject'),
    render(
      lang,
      lang.text('annual.heading'),
      lang.text('annual.intro', { plan: ref.lang.plan(ref.plan, 'name') }),
      [planRow(ref), priceRow(ref), [lang.text('row.nextCharge'), lang.date(input.nextCharge)], subscriptionRow(ref)],
      lang.text('annual.footer'),
      ref.links,
    ),
  );
}

/**
 * A price change ahead (issue 29, point 3; AB 2863: 7 to 30 days before): the new price, from when,
 * and that cancelling before then means it is never charged.
 */
export function priceChangeNotice(ref: SubscriptionRef, input: { currentPrice: number; newPrice: number; from: Date }): OutgoingEmail {
  const { lang } = ref;
  const date = lang.date(input.from);
  const current = priceWithCadence(lang, ref.plan, input.currentPrice, CURRENCY);
  const next = priceWithCadence(lang, ref.plan, input.newPrice, CURRENCY);
  return email(
    ref,
    'price-change-notice',
    lang.text('priceChange.subject', { date }),
    render(
      lang,
      lang.text('priceChange.heading'),
      lang.text('priceChange.intro', { date, plan: ref.lang.plan(ref.plan, 'name'), newPrice: next, currentPrice: lang.money(input.currentPrice, CURRENCY) }),
      [planRow(ref), [lang.text('row.priceNow'), current], [lang.text('row.newPrice'), next], [lang.text('row.from'), date], subscriptionRow(ref)],
      lang.text('priceChange.footer', { date }),
      ref.links,
    ),
  );
}

/** The one-time code of cancel-by-email; the same email whether or not the address has a subscription (no account discovery). */
export function cancelCode(to: string, input: { code: string; validMinutes: number; link: string }, lang: EmailLanguage = ENGLISH): OutgoingEmail {
  const { text, html } = render(
    lang,
    lang.text('cancelCode.heading', { product: PRODUCT_NAME }),
    lang.text('cancelCode.intro', { minutes: input.validMinutes }),
    [
      [lang.text('row.code'), input.code],
      [lang.text('row.cancellationPage'), input.link],
    ],
    lang.text('cancelCode.footer'),
  );
  // The link carries the code's random id (a UUID): its digits can pass for a card number, so it is a reference.
  return { to, subject: lang.text('cancelCode.subject', { code: input.code, product: PRODUCT_NAME }), text, html, kind: 'cancel-code', references: [input.link] };
}
