import { SHOPPER_MESSAGES } from '../catalog/shopper-messages';

/** User-visible texts of the app (app-spec section 8 and the funnel screens): each lives here once (purchase texts shared with the simulator in catalog/). */
export const APP_MESSAGES = {
  somethingWentWrong: SHOPPER_MESSAGES.somethingWentWrong,
  cantCreateSubscription: SHOPPER_MESSAGES.cantCreateSubscription,
  finalizeError: 'Finalize error',
  noSubscriptionData: 'No subscription data',
  defaultServiceError: 'An error occurred',
  applePayUnavailable: 'Apple Pay is not available',
  paymentPending: SHOPPER_MESSAGES.paymentPending,
  routerFallback: 'Unexpected Application Error!',
  /** Back from online banking (issue 26): the bank declined, or the shopper cancelled there. */
  bankDeclined: SHOPPER_MESSAGES.bankDeclined,
  subscriptionActive: SHOPPER_MESSAGES.subscriptionActive,
  /** Back from online banking, the bank confirmed but the purchase could not be recorded. */
  bankReturnFailed: SHOPPER_MESSAGES.cantCreateSubscription,
  /** Waiting for the bank after a redirect payment's return. */
  bankPendingDetail: 'Your bank is still confirming the payment. Keep this page open: it moves on by itself as soon as the bank confirms.',
  finishingPurchase: 'Finishing your purchase…',
  unknownPlan: (planId: string, parameter: string) => `Can't find "${planId}" for "${parameter}" parameter`,
  loadingCheckout: 'Preparing secure checkout…',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  quizScoring: 'Scoring your answers…',
  quizUnanswered: (question: number) => `Question ${question} has no answer yet: answer it to get your score.`,
  quizScoreFailed: 'We could not score your answers just now. Check your connection and try again.',
} as const;
