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
} as const;
