/**
 * The withdrawal function's words in English, ICU MessageFormat (issue 33): the part "withdrawal" of
 * the app's catalogues. The statutory words are catalog/withdrawal.ts's (the service and the emails
 * read the same), their periods as placeholders the pages fill from WITHDRAWAL_DAYS and REFUND_DAYS;
 * beside them the page's own labels. The members' area's withdrawal form can read this part too.
 */
import { PRODUCT_NAME } from '../../../catalog/product';
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { SOMETHING_WENT_WRONG } from '../../../catalog/shopper-messages';
import { WITHDRAWAL_MESSAGES } from '../../../catalog/withdrawal';

export const WITHDRAWAL_PAGE_TEXT = {
  ...WITHDRAWAL_MESSAGES,
  /** The header's two names on this page (Header.tsx). */
  home: `${PRODUCT_NAME} home`,
  signIn: ACCOUNT_LINK_TEXT.signIn,
  yourName: 'Your name',
  name: 'Name',
  email: 'Email',
  received: 'Received',
  statement: 'Withdrawal statement',
  details: 'Withdrawal details',
  continue: 'Continue',
  back: 'Back',
  otherWays: 'Other ways to withdraw',
  tooMany: 'Too many withdrawals from this device. Try again in a minute.',
  checkDetails: 'Check the details: the reference and a valid email are needed.',
  somethingWentWrong: SOMETHING_WENT_WRONG,
  /** The members' area's form (app/features/members/subscriptions/WithdrawalPage.tsx). */
  noneOpen: 'None of your subscriptions can be withdrawn from now.',
  /** A refusal whose code this app does not know (the service's English is never shown). */
  refusedOther: 'You cannot withdraw from this subscription now.',
  openUntil: 'You can withdraw until {date}.',
  boughtOn: '{contract}, bought {date}',
  emailForReceipt: 'Email for your receipt',
  contract: 'Contract',
  youGetBack: 'You get back',
  firstPayment: 'First payment',
  renewal: 'Renewal {number}',
  notSent: 'The withdrawal was not sent. Try again.',
  sending: 'Sending your withdrawal…',
  yourWithdrawal: 'Your withdrawal',
  receiptLabel: 'Withdrawal receipt',
  receiptSent: 'Your access has ended and nothing will be charged again. We sent this receipt to {email}.',
  refund: 'Refund',
  refundLine: '{amount}: {state}',
  reference: 'Reference',
  backToSubscriptions: 'Back to your subscriptions',
} as const;
