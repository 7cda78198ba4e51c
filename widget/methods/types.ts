/**
 * One interface for every payment method of the drop-in (widget §2 and §4 in docs/spec-coverage.md): each folder
 * under widget/methods/ exports one `PaymentMethod`, and the drop-in only lists and activates them.
 */
import type { BearerTokenCache } from '../collect/bearer-token';
import type { Amount, ParsedExecution } from '../config';
import type { Environment } from '../constants';
import type { PaymentOutcome } from '../executor/outcome';
import type { Sleep } from '../executor/poller';
import type { Fetch } from '../http/payment-api';
import type { DropInOptions, PaymentEvents, PaymentMethodCode } from '../drop-in/types';
import type { WalletContext } from '../wallets/wallet-types';
import type { Logger, LogLevel } from '../logger';

/** What the shared Pay button does while a method that uses it (card, stored instrument) is active. */
export interface PayTarget {
  /** Whether Pay may be clicked now (a valid card form, a selected instrument). */
  ready(): boolean;
  pay(): void;
}

/** The one context every method gets: the session, the host's events and the drop-in's payment services. */
export interface MethodContext {
  /** The current payment session; replaced in place when the host refreshes an expired one. */
  readonly session: () => { readonly token: string; readonly execution: ParsedExecution };
  readonly amount: Amount;
  readonly environment: Environment;
  readonly events: PaymentEvents;
  readonly options: DropInOptions;
  readonly bearerToken: BearerTokenCache;
  readonly fetch: Fetch;
  readonly sleep: Sleep;
  readonly riskSessionId: (method: 'payPal' | 'other') => string | null;
  readonly returnUrl: () => string;
  /** The widget's one logger (ClientOptions.logLevel), and its level for the vault frame. */
  readonly logger: Logger;
  readonly logLevel: LogLevel;
  /** Starts a payment: onPaymentButtonClicked may veto (reported here, once, as VALIDATION_FAILED). */
  begin(method: PaymentMethodCode): Promise<boolean>;
  /** Reports a payment's end once; a failure's text may come from the host (onAuthorizeFailed's answer, ADR 6). */
  finish(outcome: PaymentOutcome, method: PaymentMethodCode): void;
  /** The session expired (e.g. a PayPal cancel): ask the host for a fresh one. */
  refreshSession(): Promise<boolean>;
  /** The shared Pay button with its note: a method that pays with it mounts it and says what it pays (usePay). */
  readonly payArea: HTMLElement;
  usePay(target: PayTarget | null): void;
  /** Re-reads whether Pay may be clicked (after a card form change). */
  updatePay(): void;
  /** The same context as wallets take it. */
  wallet(method: 'applePay' | 'googlePay' | 'payPal'): WalletContext;
}

export interface PaymentMethod {
  /** Unique in the list, e.g. `card`, `stored:<id>`, `redirect:<name>`. */
  readonly id: string;
  readonly label: string;
  /** Icon name under the asset host's /sdk/icons/. */
  readonly logo: string;
  /** Whether the device and lookup allow it (Apple Pay and Google Pay ask the device). */
  isAvailable(ctx: MethodContext): boolean | Promise<boolean>;
  mount(area: HTMLElement, ctx: MethodContext): { destroy(): void };
}
