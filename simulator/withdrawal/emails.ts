/**
 * The withdrawal's emails (issue 29, point 1): the receipt on a durable medium with the date and time
 * the withdrawal was received (CRD Article 11a(3)), then what became of the refund. Never card data.
 */
import { formatPrice, type Plan } from '../../catalog/plans';
import { WITHDRAWAL_TEXT } from '../../catalog/withdrawal';
import type { AccountLinks } from '../outbox/email-links';
import { render, subscriptionEmail } from '../outbox/emails';
import type { OutgoingEmail } from '../outbox/outbox';

/** Date and time in UTC, as the receipt must state both. */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });
export const formatDateTime = (ms: number) => DATE_TIME.format(new Date(ms));

export interface WithdrawalRef {
  readonly to: string;
  readonly name: string;
  readonly subscriptionId: string;
  readonly withdrawalId: string;
  readonly plan: Plan;
  readonly links: AccountLinks | null;
}

const money = (dollars: number, currency: string) => `${formatPrice(dollars)} ${currency}`;

const email = (ref: WithdrawalRef, kind: OutgoingEmail['kind'], subject: string, parts: ReturnType<typeof render>): OutgoingEmail => subscriptionEmail(ref, kind, subject, parts, [ref.withdrawalId]);

export function withdrawalReceipt(ref: WithdrawalRef, input: { withdrawnAt: number; refundTotal: number; currency: string }): OutgoingEmail {
  return email(
    ref,
    'withdrawal-receipt',
    'We received your withdrawal',
    render(
      WITHDRAWAL_TEXT.receiptHeading,
      `${ref.name}, we received your withdrawal from the contract below. Your access has ended and nothing will be charged again.`,
      [
        ['Contract', ref.plan.name_full],
        ['Subscription', ref.subscriptionId],
        ['Withdrawal received', formatDateTime(input.withdrawnAt)],
        ['To be refunded', money(input.refundTotal, input.currency)],
        ['Withdrawal', ref.withdrawalId],
      ],
      WITHDRAWAL_TEXT.whatYouGetBack,
      ref.links,
    ),
  );
}

export function refundIssued(ref: WithdrawalRef, input: { total: number; currency: string; at: number }): OutgoingEmail {
  return email(
    ref,
    'refund-issued',
    'Your refund is on its way',
    render(
      'Your money is on its way back',
      `We refunded every payment for your ${ref.plan.name} to the card you paid with. Banks usually show it within 5 to 10 business days.`,
      [
        ['Contract', ref.plan.name_full],
        ['Refunded', money(input.total, input.currency)],
        ['Refunded on', formatDateTime(input.at)],
        ['Withdrawal', ref.withdrawalId],
      ],
      'This completes your withdrawal.',
      ref.links,
    ),
  );
}

export function refundFailed(ref: WithdrawalRef, input: { total: number; currency: string }): OutgoingEmail {
  return email(
    ref,
    'refund-failed',
    'We could not refund your card',
    render(
      'Your card could not take the refund',
      WITHDRAWAL_TEXT.refundFailed,
      [
        ['Contract', ref.plan.name_full],
        ['Owed to you', money(input.total, input.currency)],
        ['Withdrawal', ref.withdrawalId],
      ],
      'Your withdrawal stands: your access has ended and nothing will be charged again.',
      ref.links,
    ),
  );
}
