import type { Amount, PaymentMethodLinks } from '../config';
import type { TermsConsent } from '../executor/terms-consent';
import type { Fetch } from '../http/payment-api';
import type { PaymentOutcome } from '../executor/outcome';
import type { Sleep } from '../executor/poller';
import type { DeliveryAddress } from './delivery-address';

/** What a wallet needs from the drop-in; `finish` reports the outcome exactly once per payment. */
export interface WalletContext {
  readonly token: string;
  readonly amount: Amount;
  readonly assetHost: string;
  readonly links: PaymentMethodLinks;
  readonly fetch: Fetch;
  readonly sleep: Sleep;
  readonly riskSessionId: (method: 'payPal' | 'other') => string | null;
  readonly returnUrl: string;
  /** The shopper's agreement to the terms shown (DropInOptions.termsConsent): sent with the pay call. */
  readonly consent: TermsConsent | null;
  /** Called before a payment starts; false vetoes it (onPaymentButtonClicked). A veto is already reported: the wallet only stops. */
  readonly begin: () => Promise<boolean>;
  /** Reports the payment's end; the host may answer a failure with its own text (onAuthorizeFailed, ADR 6). */
  readonly finish: (outcome: PaymentOutcome) => void;
  readonly onSessionExpired: () => void;
  /** The host's Apple Pay hook (PaymentEvents.onApplePayAuthorized); absent, Apple Pay pays itself. */
  /**
   * Present when the host listens to delivery-address changes: the wallet then asks for a shipping
   * address and refuses one this resolves false for (the CALLBACK_FAILED is already logged).
   */
  readonly deliveryAddressChanged?: (address: DeliveryAddress) => Promise<boolean>;
  readonly onApplePayAuthorized?: (payment: { readonly token: unknown; readonly billingContact?: unknown }) => Promise<boolean>;
}

export interface MountedWallet {
  destroy(): void;
}

/** A subscription's renewal as the Apple Pay sheet shows it (DropInOptions.applePayRecurring). */
export interface ApplePayRecurring {
  /** What the subscription is, e.g. "Weekly plan with 7-day trial". */
  readonly description: string;
  /** The renewal's line in the sheet, e.g. "Weekly Plan". */
  readonly label: string;
  /** Each renewal's amount in the payment's currency, as the provider writes amounts ("19.99"). */
  readonly amount: string;
  readonly intervalUnit: 'day' | 'month';
  /** Renews every this many units (app §9 in docs/spec-coverage.md: every 7 days for the weekly plan). */
  readonly intervalCount: number;
  /** The first renewal, when it is not one interval from now (after a trial). */
  readonly startDate?: Date;
  /** Where the shopper manages or cancels the subscription. */
  readonly managementUrl: string;
}
