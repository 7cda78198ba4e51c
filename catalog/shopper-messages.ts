/**
 * Texts a shopper reads about a purchase that both sides need: the app shows them (app/messages.ts
 * takes them from here), the simulator names them in the QA console and in its refusals. A leaf
 * module: it imports nothing. Each text is also its own export, so that a bundle takes only the
 * texts it uses (the app's entry carries app/messages.ts, and an object's unused keys stay in).
 */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const PAYMENT_PENDING = 'Payment pending';
/** Apple Pay authorized, but no subscription id came back (app §4 in docs/spec-coverage.md). */
export const CANT_CREATE_SUBSCRIPTION = 'Something went wrong, cant create subscription';
/** Back on the checkout from online banking: the bank declined, or the shopper cancelled there (issue 26). */
export const BANK_DECLINED = 'Your bank did not approve the payment, so nothing was charged. Try again or choose another way to pay.';
/** The offers page's heading once a purchase is recorded: where a paid online-banking return ends. */
export const SUBSCRIPTION_ACTIVE = 'Your subscription is active';
/** A second purchase of a plan family the email already has (issue 10, point 4). */
const ALREADY_SUBSCRIBED = 'You already have an active subscription with this email. Sign in with it to open your members\u2019 area instead of paying again.';

export const SHOPPER_MESSAGES = {
  somethingWentWrong: SOMETHING_WENT_WRONG,
  paymentPending: PAYMENT_PENDING,
  cantCreateSubscription: CANT_CREATE_SUBSCRIPTION,
  bankDeclined: BANK_DECLINED,
  subscriptionActive: SUBSCRIPTION_ACTIVE,
  alreadySubscribed: ALREADY_SUBSCRIBED,
} as const;
