/**
 * Coded wallet errors of widget-spec section 8 besides script loading (script-loader.ts): wallet
 * config errors and the PayPal button mount. Descriptions are for the merchant's developer (logged
 * or in a failure's detail), never shown to the shopper.
 */
const WALLET_ERRORS = {
  WALLET_CONFIG_INVALID:
    "A wallet option's config cannot be read (Apple Pay needs countryCode; Google Pay merchantInfo.merchantId and merchantName; PayPal clientId): that wallet is not offered.",
  PAYPAL_BUTTON_MOUNT_FAILED: 'The PayPal button could not be mounted: its SDK did not load, has no Buttons, or failed to render.',
} as const satisfies Record<string, string>;

type WalletErrorCode = keyof typeof WALLET_ERRORS;

export class WalletError extends Error {
  override readonly name = 'WalletError';

  constructor(
    readonly code: WalletErrorCode,
    /** What exactly went wrong. */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`[wallet] ${code}: ${WALLET_ERRORS[code]} (${detail})`, options);
  }
}
