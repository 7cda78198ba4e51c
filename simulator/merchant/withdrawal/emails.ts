/**
 * The withdrawal's emails (issue 29, point 1): the receipt on a durable medium with the date and time
 * the withdrawal was received (CRD Article 11a(3)), then what became of the refund. Never card data.
 * In the language the subscription was bought in (issue 33), the legal texts from its catalogue.
 */
import type { Plan } from '../../../catalog/plans';
import type { AccountLinks } from '../outbox/email-links';
import { render, subscriptionEmail } from '../outbox/emails';
import type { OutgoingEmail } from '../outbox/outbox';
import type { EmailLanguage } from '../outbox/i18n/catalogue';

export interface WithdrawalRef {
  readonly to: string;
  readonly name: string;
  readonly subscriptionId: string;
  readonly withdrawalId: string;
  readonly plan: Plan;
  readonly links: AccountLinks | null;
  /** The language the subscription was bought in. */
  readonly lang: EmailLanguage;
}

const email = (ref: WithdrawalRef, kind: OutgoingEmail['kind'], subject: string, parts: ReturnType<typeof render>): OutgoingEmail => subscriptionEmail(ref, kind, subject, parts, [ref.withdrawalId]);

export function withdrawalReceipt(ref: WithdrawalRef, input: { withdrawnAt: number; refundTotal: number; currency: string }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'withdrawal-receipt',
    lang.text('withdrawal.subject'),
    render(
      lang,
      lang.text('withdrawal.heading'),
      lang.text('withdrawal.intro', { name: ref.name }),
      [
        [lang.text('row.contract'), ref.lang.plan(ref.plan)],
        [lang.text('row.subscription'), ref.subscriptionId],
        [lang.text('row.withdrawalReceived'), lang.dateTime(input.withdrawnAt)],
        [lang.text('row.toBeRefunded'), lang.money(input.refundTotal, input.currency)],
        [lang.text('row.withdrawal'), ref.withdrawalId],
      ],
      lang.text('withdrawal.whatYouGetBack'),
      ref.links,
    ),
  );
}

export function refundIssued(ref: WithdrawalRef, input: { total: number; currency: string; at: number }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'refund-issued',
    lang.text('refundIssued.subject'),
    render(
      lang,
      lang.text('refundIssued.heading'),
      lang.text('refundIssued.intro', { plan: ref.lang.plan(ref.plan, 'name') }),
      [
        [lang.text('row.contract'), ref.lang.plan(ref.plan)],
        [lang.text('row.refunded'), lang.money(input.total, input.currency)],
        [lang.text('row.refundedOn'), lang.dateTime(input.at)],
        [lang.text('row.withdrawal'), ref.withdrawalId],
      ],
      lang.text('refundIssued.footer'),
      ref.links,
    ),
  );
}

export function refundFailed(ref: WithdrawalRef, input: { total: number; currency: string }): OutgoingEmail {
  const { lang } = ref;
  return email(
    ref,
    'refund-failed',
    lang.text('refundFailed.subject'),
    render(
      lang,
      lang.text('refundFailed.heading'),
      lang.text('refundFailed.intro'),
      [
        [lang.text('row.contract'), ref.lang.plan(ref.plan)],
        [lang.text('row.owedToYou'), lang.money(input.total, input.currency)],
        [lang.text('row.withdrawal'), ref.withdrawalId],
      ],
      lang.text('refundFailed.footer'),
      ref.links,
    ),
  );
}

/** The refusal's reason, by the problem the withdrawal was refused with. */
export type RefusalReason = 'periodOver' | 'notOffered' | 'other';

/**
 * A withdrawal statement sent without an account matched this contract but could not be carried out
 * (the 14 days are over, the right does not apply, it already ended): told to the email on record only.
 */
export function withdrawalRefused(ref: Omit<WithdrawalRef, 'withdrawalId'>, input: { receivedAt: number; reason: RefusalReason }): OutgoingEmail {
  const { lang } = ref;
  return subscriptionEmail(
    ref,
    'withdrawal-refused',
    lang.text('withdrawalRefused.subject'),
    render(
      lang,
      lang.text('withdrawalRefused.heading'),
      lang.text('withdrawalRefused.intro', { name: ref.name }),
      [
        [lang.text('row.contract'), ref.lang.plan(ref.plan)],
        [lang.text('row.subscription'), ref.subscriptionId],
        [lang.text('row.withdrawalReceived'), lang.dateTime(input.receivedAt)],
      ],
      lang.text(`withdrawalRefused.${input.reason}`),
      ref.links,
    ),
  );
}
