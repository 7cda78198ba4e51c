import { CANT_CREATE_SUBSCRIPTION, PAYMENT_PENDING, SOMETHING_WENT_WRONG } from '../catalog/shopper-messages';

/**
 * The app's error texts in English, ICU MessageFormat (issue 33): the part "messages" of the app's
 * catalogues (app/text-registry/sources.ts), in the spec's wording (app §8 in docs/spec-coverage.md); a page that speaks
 * the shopper's language reads them through messages-texts.ts.
 */
export const MESSAGE_TEXT = {
  somethingWentWrong: SOMETHING_WENT_WRONG,
  cantCreateSubscription: CANT_CREATE_SUBSCRIPTION,
  finalizeError: 'Finalize error',
  noSubscriptionData: 'No subscription data',
  defaultServiceError: 'An error occurred',
  applePayUnavailable: 'Apple Pay is not available',
  routerFallback: 'Unexpected Application Error!',
  unknownPlan: "Can't find \"{planId}\" for \"{parameter}\" parameter",
} as const;

/** User-visible texts of the app (app §8 in docs/spec-coverage.md and the funnel screens) in English: each lives here once (purchase texts shared with the simulator in catalog/). */
export const APP_MESSAGES = {
  ...MESSAGE_TEXT,
  paymentPending: PAYMENT_PENDING,
  unknownPlan: (planId: string, parameter: string) => MESSAGE_TEXT.unknownPlan.replace('{planId}', planId).replace('{parameter}', parameter),
  loadingCheckout: 'Preparing secure checkout…',
} as const;
