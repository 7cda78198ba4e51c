/**
 * The checkout's words in English, ICU MessageFormat (issue 33): the English catalogue of the part
 * "checkout" (app/text-registry/sources.ts); the other languages live in app/lib/i18n/catalogues/. The
 * spec's own messages keep their wording (app/messages.ts, catalog/shopper-messages.ts).
 */
import { PAYMENT_PENDING } from '../../../catalog/shopper-messages';
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { PRODUCT_NAME } from '../../../catalog/product';

export const CHECKOUT_TEXT = {
  /** The header's two names on this page (Header.tsx keeps English for the pages not yet translated). */
  home: `${PRODUCT_NAME} home`,
  signIn: ACCOUNT_LINK_TEXT.signIn,
  myAccount: ACCOUNT_LINK_TEXT.account,
  openModal: 'Get my plan',
  /** The Pay button's word, before the amount due ("Pay $1.00"). */
  pay: 'Pay',
  modalTitle: 'Choose how to pay',
  closeModal: 'Close payment',
  submitting: 'Processing your payment…',
  creating: 'Activating your subscription…',
  /** Shown with the score's basis (ScoreBasis.tsx), only once the service has scored the quiz. */
  scoreReady: 'Your score is ready to unlock',
  scoreBasis: 'It rests on your answers to {answered} of the {total} questions.',
  skippedQuestions: 'You skipped {skipped}: answering them narrows the range of your score.',
  answerSkipped: 'Answer the skipped questions',
  heading: 'Unlock your IQ report and daily brain training',
  paymentRegion: 'Payment',
  loadingCheckout: 'Preparing secure checkout…',
  paymentPending: PAYMENT_PENDING,
  pendingDetail: 'Your bank is still confirming the payment. Keep this page open; it updates by itself.',
  secureNote: 'Card details are entered on our payment partner’s secure form.',
  skip: 'Skip',
  skipTitle: 'Are you sure?',
  skipBody: 'Your IQ result and personal report stay locked if you skip now.',
  skipTrial: 'Skip the trial: {plan}, {priceLine}',
  keepOffer: 'Keep my offer',
  skipLeave: 'Skip and leave',
  /** What to do next after a failed payment (next-step.ts chooses one by failure code and method). */
  nextAnotherCard: 'Try another card, or choose another payment method.',
  nextThreeDs: 'Your bank did not confirm the payment: check your bank app and try again, or use another card.',
  nextBankApp: 'Check your bank app: if the payment is not there, try again or choose another payment method.',
  nextAnotherMethod: 'Choose another payment method, or pay by card.',
  nextCheckCard: 'Check the card details, then pay again.',
  nextTryLater: 'Try again in a few minutes, or choose another payment method.',
  nextCancelled: 'No payment was taken. Choose a payment method whenever you are ready.',
} as const;
