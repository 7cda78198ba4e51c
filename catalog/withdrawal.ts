/**
 * The EU right of withdrawal (issue 29, point 1): who has it, for how long, and the words of the
 * withdrawal function. Consumer Rights Directive 2011/83/EU, Article 9 (14 days) and Article 11a
 * (added by Directive 2023/2673, in force since 19 June 2026): a function labelled "withdraw from
 * contract here", asking only for the name, the contract and an electronic contact, then a
 * "confirm withdrawal" step, then a receipt with the date and time on a durable medium (an email).
 * Written once here: the app's pages, the service's rules and the emails read it.
 */
import { ACCOUNT_LINK_TEXT } from './account-pages';

/** The withdrawal period: 14 days from the purchase (Article 9). */
export const WITHDRAWAL_DAYS = 14;

/**
 * Where the Directive applies: the EU's 27 member states and the EEA's Iceland, Liechtenstein and
 * Norway, by the two-letter country of the buyer's billing address or, failing that, of their purchase.
 */
export const WITHDRAWAL_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
]);

export function hasWithdrawalRight(country: string | null): boolean {
  return country !== null && WITHDRAWAL_COUNTRIES.has(country.toUpperCase());
}

/** The refund for a withdrawal is due within 14 days of the statement (Article 13). */
export const REFUND_DAYS = 14;

/**
 * The function's words (Article 11a): its label, its confirm step, and what the buyer gets back, in
 * English with the periods as placeholders (`{days}`, `{refundDays}`): the app's catalogue part
 * "withdrawal" translates exactly these (issue 33), WITHDRAWAL_TEXT below fills them in.
 */
export const WITHDRAWAL_MESSAGES = {
  label: ACCOUNT_LINK_TEXT.withdraw,
  confirm: 'Confirm withdrawal',
  heading: 'Withdraw from your contract',
  intro: 'You bought this subscription less than {days} days ago, so you may withdraw from it without giving a reason.',
  whatYouGetBack: 'Every payment for this contract is refunded to the card you paid with, and your access ends now. Nothing is charged again.',
  confirmHeading: 'Confirm your withdrawal',
  receiptHeading: 'Your withdrawal is confirmed',
  periodOver: 'The {days}-day withdrawal period for this subscription has ended. You can still cancel it: it then ends at the end of the paid period and is not charged again.',
  notOffered: 'The right of withdrawal applies to purchases from the European Union and the EEA; this subscription was not bought there. You can cancel it at any time instead.',
  /** The members' area's answer for a subscription that already ended (simulator/merchant/withdrawal/service.ts). */
  ended: 'This subscription has already ended: there is nothing left to withdraw from.',
  refunded: 'Refunded to your card',
  refundPending: 'Refund on its way to your card',
  /** The function without an account (the footer's link): what to enter, and the answer that never says whose contract it is. */
  publicIntro: 'If you bought a subscription in the European Union or the EEA less than {days} days ago, you may withdraw from it without giving a reason. You do not need to sign in.',
  contractLabel: 'Subscription reference',
  contractHint: 'On your receipt email, under “Subscription”.',
  emailLabel: 'Email you bought it with',
  publicConfirm: 'If these details match a contract you can still withdraw from, it is withdrawn now: your access ends and every payment is refunded.',
  publicReceivedHeading: 'We received your withdrawal',
  publicReceived:
    'If these details match a subscription bought in the European Union or the EEA in the last {days} days, it is withdrawn and every payment refunded, and the receipt goes to the email address on that subscription. If the withdrawal cannot be carried out, that email says why. If you get no email, check the reference on your receipt.',
  signedInInstead: 'Signed in? Withdraw with your details filled in',
  withoutAccountInstead: 'Bought it with another email? Withdraw without signing in',
  refundFailed: 'We could not refund your card automatically. We will pay you back by bank transfer within {refundDays} days; reply to the receipt email with your account details.',
} as const;

/** The words with the periods filled in, as the service, the emails and English pages read them. */
/** The values of the placeholders every statutory sentence names, for the English here and the app's catalogues alike. */
export const WITHDRAWAL_PERIODS = { days: WITHDRAWAL_DAYS, refundDays: REFUND_DAYS } as const;

export const WITHDRAWAL_TEXT: Readonly<Record<keyof typeof WITHDRAWAL_MESSAGES, string>> = Object.fromEntries(
  Object.entries(WITHDRAWAL_MESSAGES).map(([key, text]) => [key, text.replaceAll('{days}', String(WITHDRAWAL_PERIODS.days)).replaceAll('{refundDays}', String(WITHDRAWAL_PERIODS.refundDays))]),
) as Record<keyof typeof WITHDRAWAL_MESSAGES, string>;
