/**
 * The cancel pages' words in English, ICU MessageFormat (issue 16, issue 33): the part "cancel" of the
 * app's catalogues, translated in app/lib/i18n/catalogues/; the pages read them through cancel-texts.ts.
 * Dates, amounts and the code's rules arrive as values: dates and money through Intl in the shopper's
 * language, the code's digits, minutes and tries from contracts/cancel.ts (whose English, the
 * service's, these give exactly: cancel-texts.test.tsx).
 */
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { PRODUCT_NAME } from '../../../catalog/product';
import { SOMETHING_WENT_WRONG } from '../../../catalog/shopper-messages';
import { CANCEL_CODE_DIGITS, CANCEL_CODE_MAX_TRIES, CANCEL_CODE_TTL_MINUTES } from '../../../contracts/cancel';
import { EMAIL_INVALID } from '../../shared/email/email-invalid';

/** The code's rules as the texts name them (`{digits}`, `{minutes}`, `{tries}`). */
export const CODE_RULES = { digits: CANCEL_CODE_DIGITS, minutes: CANCEL_CODE_TTL_MINUTES, tries: CANCEL_CODE_MAX_TRIES } as const;

/** The optional "why are you cancelling?" answers, keyed by the value the service records; none is required and none is preselected. */
export const CANCEL_REASON_TEXT = {
  'too-expensive': 'It costs too much',
  'not-using': 'I do not use it enough',
  'found-alternative': 'I found something else',
  technical: 'Something did not work',
  other: 'Another reason',
} as const;

export const CANCEL_TEXT = {
  ...CANCEL_REASON_TEXT,
  /** The header's two names on these pages (Header.tsx). */
  home: `${PRODUCT_NAME} home`,
  signInLink: ACCOUNT_LINK_TEXT.signIn,
  myAccount: ACCOUNT_LINK_TEXT.account,
  title: 'Cancel your subscription',
  lead: 'You can cancel here at any time. You keep everything you paid for until the end of the current period, and you will not be charged again.',
  loading: 'Loading your subscriptions…',
  chooseLabel: 'Subscription to cancel',
  renewsOn: 'Next charge {date}',
  reasonLabel: 'Why are you cancelling? (optional)',
  reasonNone: 'I would rather not say',
  confirm: 'Cancel subscription',
  cancelling: 'Cancelling…',
  keep: 'Keep my subscription',
  cancelledTitle: 'Your subscription is cancelled',
  accessUntil: '{plan}: you keep access until {date}. You will not be charged again.',
  endedNow: '{plan}: cancelled now. Its unpaid renewal will not be charged.',
  emailConfirmation: 'We have also sent you a confirmation by email.',
  alreadyEnding: '{plan} is already cancelled: you keep access until {date}.',
  nothingToCancel: 'You have no subscription that renews, so there is nothing to cancel.',
  toSubscriptions: 'Back to my subscriptions',
  signInTitle: 'Sign in to cancel',
  signInLead: 'Sign in with the account that holds your subscription to cancel it here.',
  signIn: 'Sign in',
  noAccount: 'No account? Cancel with the email you paid with',
  loadError: 'We could not load your subscriptions. Try again.',
  retry: 'Try again',
  notFound: 'This subscription is not on your account.',
  sessionEnded: 'Your session has ended. Sign in again to cancel.',
  somethingWentWrong: SOMETHING_WENT_WRONG,

  emailTitle: 'Cancel by email',
  emailLead: 'No account needed. Enter the email you paid with and we will send you a one-time code to cancel.',
  emailLabel: 'Email',
  sendCode: 'Email me a code',
  sendingCode: 'Sending…',
  codeSent: 'If {email} has a subscription, a {digits}-digit code is on its way. It works for {minutes} minutes and allows {tries} tries.',
  codeLabel: 'Code from the email',
  confirmCode: 'Cancel my subscription',
  newCode: 'Send me a new code',
  otherEmail: 'Use another email',
  codeShape: 'The code is the {digits} digits from the email.',
  codeInvalid: 'That code is not right. {triesLeft, plural, one {# try} other {# tries}} left.',
  codeLocked: 'The code was entered wrong {tries} times. Ask for a new code.',
  codeExpired: 'This code has expired (codes last {minutes} minutes). Ask for a new code.',
  tooManyRequests: 'Too many code requests. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  noSubscriptionFound: 'Done. This email has no subscription that renews, so nothing more will be charged.',
  signedInInstead: 'Have an account? Sign in to cancel',
  otherWays: 'Other ways to cancel',
  invalidEmail: EMAIL_INVALID,
} as const;
