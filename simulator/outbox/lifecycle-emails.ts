/**
 * The emails of a subscription's life after its first charge (simulator/renewals) and of
 * cancellation (simulator/cancel): renewal receipts, declined renewals, past due, ended, the
 * cancellation confirmation and the one-time cancel code. Plain text plus simple HTML, never card data.
 */
import { PRODUCT_NAME } from '../../catalog/product';
import { cadenceOf } from '../../catalog/plan-terms';
import { CURRENCY, formatPrice, type Plan } from '../../catalog/plans';
import type { AccountLinks } from './email-links';
import type { RenewalDeclineReason } from '../../scenarios';
import { formatDate, render, subscriptionEmail } from './emails';
import type { OutgoingEmail } from './outbox';

export interface SubscriptionRef {
  readonly to: string;
  readonly subscriptionId: string;
  readonly plan: Plan;
  /** The way back to the account (issue 29, point 5); null where none is known (tests of the emails alone). */
  readonly links: AccountLinks | null;
}

/** The plan's regular price and cadence, as every lifecycle email states it (issue 29, point 5). */
function priceRow(plan: Plan): [string, string] {
  const cadence = cadenceOf(plan);
  return ['Price', `${formatPrice(plan.sum)} ${CURRENCY}${cadence ? ` ${cadence.every}` : ' once'}`];
}

const money = (value: string, currency: string) => `${formatPrice(Number(value))} ${currency}`;

const DECLINE_TEXT: Readonly<Record<RenewalDeclineReason, string>> = {
  'insufficient-funds': 'your bank declined it for insufficient funds',
  'card-expired': 'the card on file has expired',
  'do-not-honor': 'your bank declined it',
};

const email = (ref: SubscriptionRef, kind: OutgoingEmail['kind'], subject: string, parts: ReturnType<typeof render>): OutgoingEmail => subscriptionEmail(ref, kind, subject, parts);

export function renewalReceipt(ref: SubscriptionRef, input: { chargedValue: string; currency: string; periodEnd: Date }): OutgoingEmail {
  return email(
    ref,
    'renewal-receipt',
    `Your receipt: ${ref.plan.name} renewed`,
    render(
      'Your subscription renewed',
      'Thank you for staying with us. Here is your receipt.',
      [
        ['Plan', ref.plan.name_full],
        priceRow(ref.plan),
        ['Charged', money(input.chargedValue, input.currency)],
        ['Next charge', formatDate(input.periodEnd)],
        ['Subscription', ref.subscriptionId],
      ],
      'Your subscription renews automatically until you cancel it; cancel any time from your account or with your email address.',
      ref.links,
    ),
  );
}

export function renewalFailed(ref: SubscriptionRef, input: { amountValue: string; currency: string; reason: RenewalDeclineReason; retryAt: Date }): OutgoingEmail {
  return email(
    ref,
    'renewal-failed',
    'We could not renew your subscription',
    render(
      'Your renewal payment did not go through',
      `We tried to charge ${money(input.amountValue, input.currency)} for your ${ref.plan.name}, but ${DECLINE_TEXT[input.reason]}. Your access continues while we try again.`,
      [
        ['Plan', ref.plan.name_full],
        priceRow(ref.plan),
        ['Next charge', `${formatDate(input.retryAt)} (a new try)`],
        ['Subscription', ref.subscriptionId],
      ],
      'Nothing else is needed if your card can be charged by then. You may also cancel instead.',
      ref.links,
    ),
  );
}

export function pastDue(ref: SubscriptionRef, input: { amountValue: string; currency: string; reason: RenewalDeclineReason; cancelAt: Date }): OutgoingEmail {
  return email(
    ref,
    'past-due',
    'Your subscription is past due',
    render(
      'Your subscription is past due',
      `We could not charge ${money(input.amountValue, input.currency)} for your ${ref.plan.name}: ${DECLINE_TEXT[input.reason]}. We will not try again.`,
      [
        ['Plan', ref.plan.name_full],
        priceRow(ref.plan),
        ['Cancelled on', formatDate(input.cancelAt)],
        ['Next charge', 'none: we will not try again'],
        ['Subscription', ref.subscriptionId],
      ],
      'Unless it is paid, your subscription is cancelled on that date and never charged again.',
      ref.links,
    ),
  );
}

export type EndReason = 'cancelled' | 'unpaid';

export function subscriptionEnded(ref: SubscriptionRef, input: { reason: EndReason; endedAt: Date }): OutgoingEmail {
  const why = input.reason === 'unpaid' ? 'because its renewal could not be charged' : 'as you asked';
  return email(
    ref,
    'subscription-ended',
    'Your subscription has ended',
    render(
      'Your subscription has ended',
      `Your ${ref.plan.name} ended ${why}. You will not be charged again.`,
      [
        ['Plan', ref.plan.name_full],
        priceRow(ref.plan),
        ['Ended', formatDate(input.endedAt)],
        ['Next charge', 'none'],
        ['Subscription', ref.subscriptionId],
      ],
      `You are welcome back at ${PRODUCT_NAME} any time.`,
      ref.links,
    ),
  );
}

export function cancellationConfirmed(ref: SubscriptionRef, input: { accessUntil: Date; endedNow: boolean }): OutgoingEmail {
  const intro = input.endedNow
    ? `Your ${ref.plan.name} is cancelled and has ended. You will not be charged again.`
    : `Your ${ref.plan.name} is cancelled. You will not be charged again, and you keep full access until the end of the period you paid for.`;
  return email(
    ref,
    'cancellation-confirmed',
    'Your subscription is cancelled',
    render(
      'Cancellation confirmed',
      intro,
      [
        ['Plan', ref.plan.name_full],
        priceRow(ref.plan),
        [input.endedNow ? 'Ended' : 'Access until', formatDate(input.accessUntil)],
        ['Next charge', 'none'],
        ['Subscription', ref.subscriptionId],
      ],
      'Cancelled by mistake? Subscribe again any time.',
      ref.links,
    ),
  );
}

/** Before the first full charge of a trial (issue 29, point 3): what will be charged, when, and how to cancel before. */
export function trialReminder(ref: SubscriptionRef, input: { chargeAt: Date }): OutgoingEmail {
  return email(
    ref,
    'trial-reminder',
    `Your trial ends on ${formatDate(input.chargeAt)}`,
    render(
      'Your trial ends soon',
      `Your ${ref.plan.name} trial ends on ${formatDate(input.chargeAt)}. Unless you cancel before then, we charge ${formatPrice(ref.plan.sum)} ${CURRENCY} to your card on that day.`,
      [['Plan', ref.plan.name_full], priceRow(ref.plan), ['Next charge', formatDate(input.chargeAt)], ['Subscription', ref.subscriptionId]],
      'Cancel any time before then and you will not be charged; you keep access until the trial ends.',
      ref.links,
    ),
  );
}

/** Once a year (issue 29, point 3; California's automatic-renewal law): the subscription still renews, at what price, and how to cancel. */
export function annualReminder(ref: SubscriptionRef, input: { nextCharge: Date }): OutgoingEmail {
  return email(
    ref,
    'annual-reminder',
    'Your subscription renews automatically',
    render(
      'Your yearly subscription reminder',
      `Your ${ref.plan.name} has been running for a year or more and renews automatically until you cancel.`,
      [['Plan', ref.plan.name_full], priceRow(ref.plan), ['Next charge', formatDate(input.nextCharge)], ['Subscription', ref.subscriptionId]],
      'Nothing is needed to keep it. To stop it, cancel any time from your account or with your email address.',
      ref.links,
    ),
  );
}

/**
 * A price change ahead (issue 29, point 3; AB 2863: 7 to 30 days before): the new price, from when,
 * and that cancelling before then means it is never charged.
 */
export function priceChangeNotice(ref: SubscriptionRef, input: { currentPrice: number; newPrice: number; from: Date }): OutgoingEmail {
  const cadence = cadenceOf(ref.plan)?.every ?? '';
  return email(
    ref,
    'price-change-notice',
    `Your price changes on ${formatDate(input.from)}`,
    render(
      'Your subscription’s price is changing',
      `From ${formatDate(input.from)}, your ${ref.plan.name} renews at ${formatPrice(input.newPrice)} ${CURRENCY} ${cadence} instead of ${formatPrice(input.currentPrice)} ${CURRENCY}.`,
      [
        ['Plan', ref.plan.name_full],
        ['Price now', `${formatPrice(input.currentPrice)} ${CURRENCY} ${cadence}`],
        ['New price', `${formatPrice(input.newPrice)} ${CURRENCY} ${cadence}`],
        ['From', formatDate(input.from)],
        ['Subscription', ref.subscriptionId],
      ],
      `If you do not want to pay the new price, cancel before ${formatDate(input.from)}: you will not be charged again, and you keep access until the end of the period you paid for.`,
      ref.links,
    ),
  );
}

/** The one-time code of cancel-by-email; the same email whether or not the address has a subscription (no account discovery). */
export function cancelCode(to: string, input: { code: string; validMinutes: number; link: string }): OutgoingEmail {
  const { text, html } = render(
    `Your ${PRODUCT_NAME} cancellation code`,
    `Enter this code on the cancellation page to cancel the subscriptions of this email address. It is valid for ${input.validMinutes} minutes.`,
    [
      ['Code', input.code],
      ['Cancellation page', input.link],
    ],
    'If you did not ask to cancel, ignore this email: nothing changes without the code. If this address has no subscription, the code cancels nothing.',
  );
  // The link carries the code's random id (a UUID): its digits can pass for a card number, so it is a reference.
  return { to, subject: `${input.code} is your ${PRODUCT_NAME} cancellation code`, text, html, kind: 'cancel-code', references: [input.link] };
}
