/** The drop-in's public types: events, options and the context the client passes in. */
import type { BearerTokenCache } from '../collect/bearer-token';
import type { Amount, ParsedExecution } from '../config';
import type { Environment } from '../constants';
import type { ErrorCode, FailureCode } from '../errors';
import type { Sleep } from '../executor/poller';
import type { Fetch } from '../http/payment-api';
import type { CardFormUserOptions } from '../card-form/card-form';
import type { BillingInfo } from '../vault-frame/protocol';
import type { DeliveryAddress } from '../wallets/delivery-address';
import type { ApplePayRecurring } from '../wallets/wallet-types';
import type { LogLevel } from '../logger';
import type { TermsConsent } from '../executor/terms-consent';

/** Payment method codes of widget §1 in docs/spec-coverage.md: which method a payment event is about. */
export type PaymentMethodCode = 'card' | 'googlePay' | 'payPal' | 'applePay' | 'genericRedirect';

/** The billing address of the card form (widget §3 in docs/spec-coverage.md): a country and, when the country asks for one, a postal code. */
export type BillingAddress = BillingInfo;

/** What Apple Pay hands over when the shopper authorizes the sheet (ApplePayPayment of Apple Pay JS). */
export interface ApplePayAuthorizedPayment {
  /** The ApplePayPaymentToken, as the wallet returned it: pass it to the backend that charges it. */
  readonly token: unknown;
  /** The billing contact, when the Apple Pay config asked for requiredBillingContactFields. */
  readonly billingContact?: unknown;
}

/** A fresh payment session from the merchant backend, for onPaymentSessionExpired. The amount stays the same. */
export interface RefreshedSession {
  readonly token: string;
  /** The new workflow execution response. */
  readonly execution: unknown;
}

/** Events the host page may listen to. Every payment ends in exactly one of success, pending or failure. */
export interface PaymentEvents {
  onAuthorizeSuccess?(result: { readonly paymentMethodCode: PaymentMethodCode }): void;
  /**
   * The payment failed: the drop-in replaces its options with the failure message and "Try again".
   * `error` names the coded error of widget §8 in docs/spec-coverage.md behind the failure, when one did (e.g.
   * CALLBACK_FAILED). Return a non-empty text to show the shopper instead of the widget's own.
   * @example onAuthorizeFailed: ({ code }) => (code === 'USER_CANCELLED' ? 'No payment was taken.' : undefined)
   */
  onAuthorizeFailed?(failure: {
    readonly code: FailureCode;
    readonly message: string;
    readonly detail: string;
    readonly paymentMethodCode: PaymentMethodCode;
    readonly error?: ErrorCode;
  }): string | undefined | void;
  onPaymentPending?(): void;
  /** The Pay button became disabled or enabled (widget §4 in docs/spec-coverage.md): once per change. */
  onPayButtonStateChanged?(state: 'disabled' | 'enabled'): void;
  /** Return false (or throw) to veto the payment: it then fails once with VALIDATION_FAILED. Apple Pay asks after its sheet opened, and closes it on a veto. */
  onPaymentButtonClicked?(context: { readonly paymentMethodCode: PaymentMethodCode }): boolean | Promise<boolean>;
  /** Card form changes (widget §3 in docs/spec-coverage.md): validity, network, bin and the billing address. Never a card number. */
  onStateChanged?(state: { readonly isValid: boolean; readonly cardNetwork: string | null; readonly bin: string | null; readonly billingAddress: BillingAddress | null }): void;
  /**
   * Apple Pay host hook (docs/decisions/0006): when supplied, an authorized Apple Pay payment goes to the
   * host instead of the provider's pay call. Resolve true once the host charged it: the sheet completes
   * with success and onAuthorizeSuccess fires. Resolve false or reject: the sheet completes with failure
   * and onAuthorizeFailed fires (AUTHORIZATION_ERROR), whose answer may give the shopper the host's own
   * text in place of the options. Without the hook the widget pays (widget §4 in docs/spec-coverage.md).
   * @example onApplePayAuthorized: async ({ token }) => Boolean((await createSubscription(token)).id)
   */
  onApplePayAuthorized?(payment: ApplePayAuthorizedPayment): Promise<boolean>;
  /**
   * The shopper picked or changed the delivery address in the Apple Pay, Google Pay or PayPal sheet
   * (widget §3 and §8 in docs/spec-coverage.md). With this callback the wallets ask for a shipping address. Return
   * false (or throw) to refuse it: that is CALLBACK_FAILED (logged) and the sheet asks for another
   * address; the payment goes on once an address is accepted.
   * @example onDeliveryAddressChanged: ({ country }) => country.code === 'US'
   */
  onDeliveryAddressChanged?(address: DeliveryAddress, context: { readonly paymentMethodCode: PaymentMethodCode }): boolean | Promise<boolean>;
  /**
   * The session or vault token expired (HTTP 401/403 or 'Invalid token', widget §8 in docs/spec-coverage.md); the
   * failure event follows. Resolve a fresh session to let the shopper pay again with the form as typed;
   * resolving nothing (or throwing) is SESSION_REFRESH_FAILED and the shopper is told to reload.
   * @example onPaymentSessionExpired: async () => { const s = await initSession(); return { token: s.token, execution: s.execution }; }
   */
  onPaymentSessionExpired?(): void | Promise<RefreshedSession | null | undefined>;
  /** A 3-D Secure challenge starts (popup, or page redirect with `redirectFor3DS`). */
  onThreeDSecureChallenge?(): void;
}

export interface DropInOptions {
  /** Pay stays disabled until the card form is valid (or an instrument is selected). Default true; false enables it at once, and a click then shows the field errors. */
  readonly disabledByDefault?: boolean;
  /**
   * Label of the Pay button. Default "Pay".
   * @example payButtonLabel: 'Pay $1.00'
   */
  readonly payButtonLabel?: string;
  /**
   * A short note shown right under the Pay button and read with it by screen readers, e.g. the price
   * terms the shopper accepts by paying. Default: none.
   * @example payButtonNote: '$1 today for 7 days, then $19.99 every week until you cancel'
   */
  readonly payButtonNote?: string;
  /**
   * The shopper's language (issue 33): a BCP 47 tag such as "pt-BR". The drop-in, the card fields,
   * the 3-D Secure and redirect pages and the wallet sheets speak it when the widget has it (en, es,
   * pt-BR, fr, de, ar; "pt-PT" is pt-BR, "es-MX" es); Arabic is laid out right to left.
   * Default: the browser's first language the widget has, else English.
   * @example locale: 'pt-BR'
   */
  readonly locale?: string;
  /** Redirect the whole page to the 3-D Secure challenge instead of opening a popup. Default false. */
  readonly redirectFor3DS?: boolean;
  /** Card form options: layout, expiry fields and formats, store checkbox, labels, styles, log level. See CardFormUserOptions. */
  readonly cardForm?: CardFormUserOptions;
  /** List the shopper's stored instruments. Default true: shown unless this is exactly false. */
  readonly showStoredInstruments?: boolean;
  /** @deprecated Use showStoredInstruments (a warning is logged). Read only when showStoredInstruments is absent: false hides stored instruments as showStoredInstruments: false does. */
  readonly showExistingCards?: boolean;
  /**
   * Enrol a card the shopper pays with in its network's offers (the authorize item's
   * enrollInstrumentToNetworkOffers, widget §3 in docs/spec-coverage.md). Default false.
   */
  readonly enrollInstrumentToNetworkOffers?: boolean;
  /** Show PayPal's "save for future payments" checkbox. Default false. */
  readonly showPayPalStoreCheckbox?: boolean;
  /**
   * A subscription's renewal, shown in the Apple Pay sheet as its recurring payment (Apple Pay JS
   * recurringPaymentRequest). Default: none, a one-time payment.
   * @example applePayRecurring: { description: 'Weekly plan', label: 'Weekly Plan', amount: '19.99', intervalUnit: 'day', intervalCount: 7, managementUrl: 'https://example.com/account' }
   */
  readonly applePayRecurring?: ApplePayRecurring;
  /** The failure message hides itself after this many milliseconds (widget §2 in docs/spec-coverage.md). Default: it stays until clicked. */
  readonly failureMessageTtlMs?: number;
  /**
   * The terms the shopper agrees to by paying (the words of payButtonNote or beside the drop-in): their
   * version and the language they were shown in. Sent with every authorization as `consent`, so the
   * provider keeps the agreement with the payment. Required by providers that record consent: without
   * it such a provider refuses the payment. Default: none.
   * @example termsConsent: { termsVersion: '2026-11-27', language: 'en' }
   */
  readonly termsConsent?: TermsConsent;
}

export interface DropInContext {
  readonly token: string;
  readonly amount: Amount;
  readonly execution: ParsedExecution;
  readonly environment: Environment;
  /** The vault bearer token, cached while unexpired (widget §4 in docs/spec-coverage.md). */
  readonly bearerToken: BearerTokenCache;
  readonly events: PaymentEvents;
  /** ClientOptions.logLevel; absent, the card form option's, else ERROR. */
  readonly logLevel?: LogLevel;
  readonly fetch?: Fetch;
  readonly sleep?: Sleep;
}
