/**
 * Shopper-visible texts of widget §2 and §8 in docs/spec-coverage.md: each lives here once. This is the English
 * catalogue, in ICU MessageFormat; the other languages are widget/i18n/catalogues/*.json, with the
 * same ids (widget/i18n/source.ts), and the widget reads every text through widget/i18n/translator.ts.
 */
export const MESSAGES = {
  payButtonLabel: 'Pay',
  paymentSuccessful: 'Payment successful',
  authorizationFailed: 'Authorization failed, please try again.',
  authorizationFailedAfter3ds: 'Authorization failed after 3DS challenge.',
  unavailableInstrument: 'Unavailable',
  /** Shown when the shopper closes a wallet sheet (failure code USER_CANCELLED, docs/decisions/0005). */
  paymentCancelled: 'Payment cancelled.',
  unknownError: 'An unknown error occurred',
  /** Failure message for HTTP 401 or 403 from a payment call (reported to the host page). */
  apiTokenInvalid: 'API token is not valid or expired.',
  /** Failure message when an error text says the vault token was rejected. */
  vaultTokenInvalid: 'Vault token is not valid or expired.',
  /** Shown when the payment session expired and the host could not give a fresh one. */
  sessionRefreshFailed: 'Your payment session has expired. Reload the page to pay.',
  /** Apple Pay asked for on a device without ApplePaySession, or one that cannot make payments. */
  applePayUnavailable: 'Apple Pay is not available',
  /** A wallet sheet's words when the host refused the delivery address (CALLBACK_FAILED). */
  deliveryAddressRefused: 'We cannot deliver to this address. Choose another one.',
  /** The button that replaces a failed payment's options and gives them back (app §2 in docs/spec-coverage.md). */
  tryAgain: 'Try again',
  /** PayPal's store checkbox (widget §2 in docs/spec-coverage.md, the PayPal checkbox area): checked, a billing agreement. */
  payPalStoreCheckbox: 'Save PayPal for future payments',
  cardFormTitle: 'Card',
  processing: 'Processing payment…',
  /** The list of payment methods (its radio group's name). */
  paymentMethods: 'Payment method',
  /** What a click on the failure message does. */
  dismiss: 'Dismiss',
  /** The button of a redirect method such as Pix (widget §2 in docs/spec-coverage.md: one button with a default label). */
  continueWith: 'Continue with {method}',
  /** The redirect popup's name (the instant-payment page inside it). */
  payWith: 'Pay with {method}',
  /** The provider's bank redirect (method code `online-banking`), named here in the shopper's language (issue 44); a code the widget does not know shows the provider's own label. */
  onlineBanking: 'Online banking',
  applePayButton: 'Buy with Apple Pay',
  /** The vault frame as the host page names it (the iframe's title). */
  cardFrameTitle: 'Secure card payment fields',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Names of the popups the widget opens over the page (dialog label, frame title, close button). */
export const POPUP_TEXT = {
  threeDs: { dialog: 'Verify your payment with your bank', frame: '3-D Secure verification', close: 'Cancel verification' },
  redirect: { close: 'Close payment window' },
} as const;

/** Labels and placeholders of the card fields inside the vault frame. */
export const FIELD_TEXT = {
  holder: { label: 'Name on card', placeholder: 'Jane Doe' },
  number: { label: 'Card number', placeholder: '1234 1234 1234 1234' },
  expiry: { label: 'Expiry (MM/YY)', placeholder: 'MM/YY' },
  cvv: { label: 'Security code', placeholder: 'CVV' },
} as const;

/** Field errors shown under an invalid field once it has been left (blur). */
export const FIELD_ERRORS = {
  holder: 'Enter the name as it appears on the card.',
  number: 'Enter a valid card number.',
  expiry: 'Enter a valid expiry date in the future.',
  cvv: 'Enter the 3 or 4 digit security code.',
} as const;

/** The card form's optional parts (widget §2 in docs/spec-coverage.md) and the separate expiry fields. */
export const CARD_FORM_TEXT = {
  storeInstrument: 'Save instrument for future payments',
  installmentsLabel: 'Installments',
  installmentsPlaceholder: 'Split payment into monthly installments',
  countryLabel: 'Country',
  countryPlaceholder: 'Select Country',
  postalCodeLabel: 'Postal code',
  postalCodePlaceholder: 'Postal Code',
  monthLabel: 'Expiry month',
  monthPlaceholder: 'MM',
  yearLabel: 'Expiry year',
  countryError: 'Select a country.',
  postalCodeError: 'Enter a valid postal code.',
  monthError: 'Enter a month from 01 to 12 that has not passed.',
  yearError: 'Enter a valid year, this year or later.',
  countriesUnavailable: 'Countries could not be loaded. Reload the page to try again.',
  /** The expiry field's label with the format the merchant chose, e.g. "Expiry (MM/YY)". */
  expiryWithFormat: 'Expiry ({format})',
  /** One installment option (widget §2 in docs/spec-coverage.md: count x amount); the amount comes formatted for the language. */
  installmentOption: '{count} x {amount}',
  /** The card form inside the vault frame, and the frame page itself. */
  cardDetails: 'Card details',
  secureFields: 'Secure card fields',
} as const;
