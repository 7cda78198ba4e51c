import { text } from './i18n/translator';

/**
 * Failure codes of widget §8 in docs/spec-coverage.md. A closed union: every failure the widget reports carries
 * exactly one of these, and the catalogue says what each one means.
 */
export const FAILURE_CODES = {
  VALIDATION_FAILED: 'The card form is invalid or the host page vetoed the payment.',
  AUTHORIZATION_ERROR: 'The provider did not authorize the payment, or answered with an unknown status.',
  AUTHENTICATION_ERROR: 'The session or vault token was rejected, or the API failed in an unknown way.',
  UNKNOWN_ERROR: 'Something failed that the widget cannot classify.',
  /** Not in widget §8 in docs/spec-coverage.md: the shopper closed a wallet sheet (docs/decisions/0005-user-cancelled-failure-code.md). */
  USER_CANCELLED: 'The shopper cancelled the Apple Pay or Google Pay sheet or the PayPal window.',
} as const;

export type FailureCode = keyof typeof FAILURE_CODES;

/**
 * Coded errors of widget §8 in docs/spec-coverage.md that a failure carries beside its failure code (the
 * `error` of a failed payment, and the code of a logged CodedError). Control flow reads the code,
 * never a text. What each means (for the merchant's developer; the texts are not shipped, to keep
 * the widget small):
 * - CALLBACK_FAILED: a host callback (onPaymentButtonClicked, the delivery-address callback) returned false or threw.
 * - IFRAME_CREATION_FAILED: the vault frame could not be created, or did not announce itself (FRAME_READY) within
 *   FRAME_HANDSHAKE_TIMEOUT_MS: the card form cannot be used.
 * - EXECUTOR_PAY_FAILED: the pay call failed: no pay link, an error status, an answer that cannot be read, or a network error.
 * - EXECUTOR_CONFIRM_FAILED: the confirm call failed: an error status, an answer without an execution link, or a network error.
 * - EXECUTOR_3DS_FAILED: the 3-D Secure challenge could not run (no challenge or self link, a malformed link) or the
 *   payment failed after it.
 * - INSTRUMENT_INVALID (not named in section 8): a stored instrument of the lookup has a status or a brand outside
 *   their closed sets (section 3); it is left out, never shown with a guess.
 * - WALLET_CONFIG_INVALID: a wallet's configuration cannot be read (Apple Pay needs countryCode and an absolute
 *   createSessionUrl when one is given; Google Pay merchantInfo.merchantId and merchantName; PayPal clientId (any
 *   integrationMode is read: express, or else the standard flow); applePayRecurring a description, an amount, a positive whole interval
 *   and a managementUrl): that wallet is not offered, or its sheet does not open.
 * - WALLET_UNAVAILABLE: the wallet the shopper pressed cannot pay on this device (Apple Pay: no ApplePaySession, or
 *   canMakePayments() is false since the button was listed).
 * - PAYPAL_ORDER_CREATION_FAILED: the pay call that creates the PayPal order failed or returned no order id
 *   ('No order id returned').
 * - PAYPAL_BUTTON_MOUNT_FAILED: the PayPal button could not be mounted: its SDK did not load, has no Buttons, or failed
 *   to render.
 */
export type ErrorCode =
  | 'CALLBACK_FAILED'
  | 'IFRAME_CREATION_FAILED'
  | 'EXECUTOR_PAY_FAILED'
  | 'EXECUTOR_CONFIRM_FAILED'
  | 'EXECUTOR_3DS_FAILED'
  | 'INSTRUMENT_INVALID'
  | 'WALLET_CONFIG_INVALID'
  | 'WALLET_UNAVAILABLE'
  | 'PAYPAL_ORDER_CREATION_FAILED'
  | 'PAYPAL_BUTTON_MOUNT_FAILED';

/** What a coded error carries besides its message: the `cause` is kept, so hosts can log what really happened. */
interface CodedErrorOptions {
  readonly cause?: unknown;
}

/**
 * The one shape of the widget's coded errors (widget §8 in docs/spec-coverage.md): a closed `code`, a `detail`
 * (never a card value) and the `cause`. Each part of the widget names its class and says how its
 * message reads, so a host sees the same `name` and `message` as it always has.
 */
function codedErrorClass<C extends string>(errorName: string, format: (code: C, detail: string | null) => string) {
  const type = class extends Error {
    override readonly name = errorName;

    constructor(
      readonly code: C,
      /** What exactly went wrong; never a card value. */
      readonly detail: string | null = null,
      options?: CodedErrorOptions,
    ) {
      super(format(code, detail), options);
    }
  };
  Object.defineProperty(type, 'name', { value: errorName });
  return type;
}

/**
 * The coded errors of a part whose catalogue ships its descriptions (the card form, the drop-in):
 * `[part] CODE: description (detail)`.
 */
export function describedCodedError<C extends string>(errorName: string, part: string, catalogue: Readonly<Record<C, string>>) {
  return codedErrorClass<C>(errorName, (code, detail) => {
    const base = `${part} ${code}: ${catalogue[code]}`;
    return detail === null ? base : `${base} (${detail})`;
  });
}

/** A coded error of section 8, for logs: the code leads the message (its descriptions are not shipped). */
export const CodedError = /* @__PURE__ */ codedErrorClass<ErrorCode>('CodedError', (code, detail) => (detail === null ? code : `${code}: ${detail}`));
export type CodedError = InstanceType<typeof CodedError>;

/** The one error type of the widget. Keeps the `cause` so hosts can log what really happened. */
export class WidgetError extends Error {
  override readonly name = 'WidgetError';

  constructor(
    readonly code: FailureCode,
    message: string = text('msg.unknownError'),
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

