import { BANK_DECLINED, CANT_CREATE_SUBSCRIPTION } from '../../../catalog/shopper-messages';

/**
 * What the checkout says on the way back from a redirect payment such as online banking (issue 26), in
 * English, ICU MessageFormat: the part "redirect" of the app's catalogues (issue 33), read in the
 * shopper's language through redirect-return-texts.ts; here, in the checkout's own chunk, not in
 * app/messages.ts, which every page's first load carries.
 */
export const REDIRECT_RETURN_TEXT = {
  /** The bank declined, or the shopper cancelled there. */
  bankDeclined: BANK_DECLINED,
  /** The bank confirmed but the purchase could not be recorded. */
  bankReturnFailed: CANT_CREATE_SUBSCRIPTION,
  /** Waiting for the bank after the return. */
  bankPendingDetail: 'Your bank is still confirming the payment. Keep this page open: it moves on by itself as soon as the bank confirms.',
  serverTrouble: 'We could not reach our server just now; trying again.',
  finishingPurchase: 'Finishing your purchase…',
  finalizeFailedTitle: 'We could not finish your purchase',
  /** `{support}` is the support address, written as a link. */
  finalizeFailedHelp: 'If you were charged, your receipt email has the details; our support team at {support} can finish it for you.',
} as const;
