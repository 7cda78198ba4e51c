import { BANK_DECLINED, CANT_CREATE_SUBSCRIPTION } from '../../../catalog/shopper-messages';

/**
 * What the checkout says on the way back from a redirect payment such as online banking (issue 26):
 * here, in the checkout's own chunk, not in app/messages.ts, which every page's first load carries.
 */
export const REDIRECT_RETURN_TEXTS = {
  /** The bank declined, or the shopper cancelled there. */
  bankDeclined: BANK_DECLINED,
  /** The bank confirmed but the purchase could not be recorded. */
  bankReturnFailed: CANT_CREATE_SUBSCRIPTION,
  /** Waiting for the bank after the return. */
  bankPendingDetail: 'Your bank is still confirming the payment. Keep this page open: it moves on by itself as soon as the bank confirms.',
  finishingPurchase: 'Finishing your purchase…',
} as const;
