/**
 * Texts a shopper reads about a purchase that both sides need: the app shows them (app/messages.ts
 * takes them from here), the simulator names them in the QA console and in its refusals. A leaf
 * module: it imports nothing.
 */
export const SHOPPER_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  paymentPending: 'Payment pending',
  /** Apple Pay authorized, but no subscription id came back (app-spec section 4). */
  cantCreateSubscription: 'Something went wrong, cant create subscription',
  /** Back on the checkout from online banking: the bank declined, or the shopper cancelled there (issue 26). */
  bankDeclined: 'Your bank did not approve the payment, so nothing was charged. Try again or choose another way to pay.',
  /** The offers page's heading once a purchase is recorded: where a paid online-banking return ends. */
  subscriptionActive: 'Your subscription is active',
  /** A second purchase of a plan family the email already has (issue 10, point 4). */
  alreadySubscribed: 'You already have an active subscription with this email. Sign in with it to open your members\u2019 area instead of paying again.',
} as const;
