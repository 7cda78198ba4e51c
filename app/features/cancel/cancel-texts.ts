/** The cancel pages' texts (issue 16): each lives here once. Dates arrive already formatted. */
import { CANCEL_CODE_DIGITS, CANCEL_CODE_MAX_TRIES, CANCEL_CODE_TTL_MINUTES, CODE_MESSAGES } from '../../../contracts/cancel';
import { EMAIL_INVALID } from '../../shared/email/email-invalid';

/** The optional "why are you cancelling?" answers; none is required and none is preselected. */
export const CANCEL_REASONS = [
  { value: 'too-expensive', label: 'It costs too much' },
  { value: 'not-using', label: 'I do not use it enough' },
  { value: 'found-alternative', label: 'I found something else' },
  { value: 'technical', label: 'Something did not work' },
  { value: 'other', label: 'Another reason' },
] as const;

export const CANCEL_TEXTS = {
  title: 'Cancel your subscription',
  lead: 'You can cancel here at any time. You keep everything you paid for until the end of the current period, and you will not be charged again.',
  loading: 'Loading your subscriptions…',
  chooseLabel: 'Subscription to cancel',
  renewsOn: (date: string) => `Next charge ${date}`,
  reasonLabel: 'Why are you cancelling? (optional)',
  reasonNone: 'I would rather not say',
  confirm: 'Cancel subscription',
  cancelling: 'Cancelling…',
  keep: 'Keep my subscription',
  cancelledTitle: 'Your subscription is cancelled',
  accessUntil: (plan: string, date: string) => `${plan}: you keep access until ${date}. You will not be charged again.`,
  endedNow: (plan: string) => `${plan}: cancelled now. Its unpaid renewal will not be charged.`,
  emailConfirmation: 'We have also sent you a confirmation by email.',
  alreadyEnding: (plan: string, date: string) => `${plan} is already cancelled: you keep access until ${date}.`,
  nothingToCancel: 'You have no subscription that renews, so there is nothing to cancel.',
  toMembers: 'Back to my training',
  toSubscriptions: 'Back to my subscriptions',
  signInTitle: 'Sign in to cancel',
  signInLead: 'Sign in with the account that holds your subscription to cancel it here.',
  signIn: 'Sign in',
  noAccount: 'No account? Cancel with the email you paid with',
  loadError: 'We could not load your subscriptions. Try again.',
  retry: 'Try again',
  notFound: 'This subscription is not on your account.',
  sessionEnded: 'Your session has ended. Sign in again to cancel.',

  emailTitle: 'Cancel by email',
  emailLead: 'No account needed. Enter the email you paid with and we will send you a one-time code to cancel.',
  emailLabel: 'Email',
  sendCode: 'Email me a code',
  sendingCode: 'Sending…',
  codeSent: (email: string) =>
    `If ${email} has a subscription, a ${CANCEL_CODE_DIGITS}-digit code is on its way. It works for ${CANCEL_CODE_TTL_MINUTES} minutes and allows ${CANCEL_CODE_MAX_TRIES} tries.`,
  codeLabel: 'Code from the email',
  confirmCode: 'Cancel my subscription',
  newCode: 'Send me a new code',
  otherEmail: 'Use another email',
  codeShape: CODE_MESSAGES.shape,
  codeInvalid: CODE_MESSAGES.invalid,
  codeLocked: CODE_MESSAGES.locked,
  codeExpired: CODE_MESSAGES.expired,
  tooManyRequests: (minutes: number) => `Too many code requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  linkWorking: 'Cancelling with the link from your email…',
  linkInvalid: `${CODE_MESSAGES.linkInvalid} Ask for a new code below.`,
  noSubscriptionFound: 'Done. This email has no subscription that renews, so nothing more will be charged.',
  emailCancelledLead: 'You will not be charged again.',
  signedInInstead: 'Have an account? Sign in to cancel',
  invalidEmail: EMAIL_INVALID,
} as const;
