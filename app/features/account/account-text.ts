/**
 * The account pages' words in English, ICU MessageFormat (issue 33): the part "account" of the app's
 * catalogues (sign-in, activation, access recovery, access product, the password policy), translated in
 * app/lib/i18n/catalogues/; the pages read them through account-texts.ts. Each lives here once.
 */
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { PRODUCT_NAME } from '../../../catalog/product';
import { SOMETHING_WENT_WRONG } from '../../../catalog/shopper-messages';
import { MESSAGE_TEXT } from '../../messages';
import { EMAIL_INVALID } from '../../shared/email/email-invalid';

export const ACCOUNT_TEXT = {
  /** The header's two names on these pages (Header.tsx). */
  home: `${PRODUCT_NAME} home`,
  signIn: ACCOUNT_LINK_TEXT.signIn,
  signInTitle: 'Sign in',
  signInLead: 'Welcome back. Sign in to continue your training.',
  activateTitle: 'Activate your account',
  activateLead: 'Your purchase is ready. Create your account with the email you paid with, and your subscription joins it.',
  google: 'Continue with Google',
  apple: 'Continue with Apple',
  or: 'or',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  sendLink: 'Email me a sign-in link',
  linkSent: 'We sent a sign-in link to {email}. Open it on this device to continue.',
  signInWithPassword: 'Sign in with password',
  createAccount: 'Create account',
  haveAccount: 'Already have an account? Sign in with your password',
  needAccount: 'New here? Create an account with a password',
  policyTitle: 'Your password needs',
  passwordRefused: 'This password does not meet the requirements below.',
  confirmEmailTitle: 'Confirm your email',
  confirmEmailLead: 'Enter the email address this link was sent to.',
  continue: 'Continue',
  signingIn: 'Signing you in…',
  linking: 'Adding your subscription to your account…',
  linked: 'Your subscription is now part of your account.',
  forgot: 'Forgot your password or lost access?',
  alreadyBought: 'Already bought? Get your activation email',
  goToTraining: 'Go to my training',
  signedInAs: 'Signed in as {email}',
  signOut: 'Sign out',
  accessProductTitle: 'Access your product',
  accessProductLead: 'Bought a subscription? Enter the email you paid with and we will send you a link to activate your account.',
  sendActivation: 'Send my activation link',
  activationSent: 'If this email bought a subscription, an activation link is on its way. Check your inbox (and the spam folder).',
  recoveryTitle: 'Recover access',
  recoveryLead: 'Enter your email. We can send you a link to sign in right away, or a link to choose a new password.',
  sendReset: 'Email me a password reset link',
  resetSent: 'If an account uses {email}, a link to choose a new password is on its way.',
  newPasswordTitle: 'Choose a new password',
  newPasswordFor: 'For {email}',
  savePassword: 'Save my new password',
  passwordSaved: 'Your password is changed. You can sign in with it now.',
  backToSignIn: 'Back to sign in',
  invalidEmail: EMAIL_INVALID,
  phoneTitle: 'Sign in with your phone',
  phoneLabel: 'Phone number',
  phoneHint: 'With the country code, like +1 650 555 0101. We text you a 6-digit code.',
  sendCode: 'Text me a code',
  codeLabel: 'Code from the text message',
  codeSent: 'We texted a code to {phone}. It is valid for a few minutes.',
  confirmCode: 'Sign in with this code',
  otherNumber: 'Use another number',
  invalidCode: 'Enter the 6 digits from the text message.',
  accountHelp: 'Account help',
  /** The password policy's rules (password-policy.ts), each ticked as the typed password meets it. */
  ruleMin: '{count, plural, one {At least # character} other {At least # characters}}',
  ruleMax: '{count, plural, one {At most # character} other {At most # characters}}',
  ruleLower: 'A lowercase letter',
  ruleUpper: 'An uppercase letter',
  ruleNumber: 'A number',
  ruleSymbol: 'A symbol, like ! or #',
  ruleMet: '(met)',
  ruleNotMet: '(not met yet)',
  /** The service's answer could not be read, or a purchase could not join the account. */
  somethingWentWrong: SOMETHING_WENT_WRONG,
  finalizeError: MESSAGE_TEXT.finalizeError,
} as const;
