import { CANT_CREATE_SUBSCRIPTION, PAYMENT_PENDING, SOMETHING_WENT_WRONG } from '../catalog/shopper-messages';

/** User-visible texts of the app (app-spec section 8 and the funnel screens): each lives here once (purchase texts shared with the simulator in catalog/). */
export const APP_MESSAGES = {
  somethingWentWrong: SOMETHING_WENT_WRONG,
  cantCreateSubscription: CANT_CREATE_SUBSCRIPTION,
  finalizeError: 'Finalize error',
  noSubscriptionData: 'No subscription data',
  defaultServiceError: 'An error occurred',
  applePayUnavailable: 'Apple Pay is not available',
  paymentPending: PAYMENT_PENDING,
  routerFallback: 'Unexpected Application Error!',
  unknownPlan: (planId: string, parameter: string) => `Can't find "${planId}" for "${parameter}" parameter`,
  loadingCheckout: 'Preparing secure checkout…',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  quizScoring: 'Scoring your answers…',
  quizUnanswered: (question: number) => `Question ${question} has no answer yet: answer it to get your score.`,
  quizScoreFailed: 'We could not score your answers just now. Check your connection and try again.',
} as const;
