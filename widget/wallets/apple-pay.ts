/** Apple Pay (widget §4 and §9 in docs/spec-coverage.md): session version 3, en-GB, total final, button buy/black, merchant validation. */
import { withBillingAddress } from './billing-address';
import { APPLE_PAY_BUTTON, APPLE_PAY_LOCALE, APPLE_PAY_SESSION_VERSION, APPLE_PAY_TOTAL_TYPE, WALLET_SDK_PATHS } from '../constants';
import { failure, withError } from '../executor/outcome';
import { pay } from '../executor/pay';
import { requestMerchantSession } from './apple-pay-session';
import { fromWalletContact } from './delivery-address';
import { loadScript } from './script-loader';
import { CodedError } from '../errors';
import type { ApplePayRecurring, MountedWallet, WalletContext } from './wallet-types';
import { text } from '../i18n/translator';

/** The part of ApplePaySession the widget uses. */
interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown; billingContact?: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: unknown }) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  completeShippingContactSelection(update: { newTotal: unknown; errors?: unknown[] }): void;
}
interface ApplePaySessionCtor {
  new (version: number, request: unknown): ApplePaySessionLike;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
  canMakePayments(): boolean;
}

export interface ApplePayConfig {
  readonly countryCode: string;
  readonly supportedNetworks: readonly string[];
  readonly merchantCapabilities: readonly string[];
  readonly requiredBillingContactFields?: readonly string[];
  /** Where the merchant create-session call goes (widget §7 in docs/spec-coverage.md, "path from config"); absent, the session request goes to the provider. */
  readonly createSessionUrl?: string;
}

const ctor = (): ApplePaySessionCtor | undefined => (window as unknown as { ApplePaySession?: ApplePaySessionCtor }).ApplePaySession;

/** Loads the SDK and says whether Apple Pay can be offered on this device. */
export async function applePayAvailable(assetHost: string): Promise<boolean> {
  await loadScript(`${assetHost}${WALLET_SDK_PATHS.applePay}`, 'APPLE_PAY_SCRIPT_LOAD_ERROR');
  return ctor()?.canMakePayments() === true;
}

/** Apple Pay JS's recurringPaymentRequest for the host's renewal; a malformed one is WALLET_CONFIG_INVALID (thrown: no sheet opens). */
function recurringRequest(r: ApplePayRecurring) {
  const valid =
    r.description.trim() !== '' && /^\d+\.\d{2}$/.test(r.amount) && Number.isInteger(r.intervalCount) && r.intervalCount > 0 && /^https?:\/\/[^/]/.test(r.managementUrl) && (r.startDate === undefined || !Number.isNaN(r.startDate.getTime()));
  if (!valid) throw new CodedError('WALLET_CONFIG_INVALID', 'applePayRecurring: description, an amount like "19.99", a positive whole intervalCount and an absolute managementUrl are required');
  return {
    paymentDescription: r.description,
    regularBilling: {
      label: r.label,
      amount: r.amount,
      paymentTiming: 'recurring',
      recurringPaymentIntervalUnit: r.intervalUnit,
      recurringPaymentIntervalCount: r.intervalCount,
      ...(r.startDate ? { recurringPaymentStartDate: r.startDate } : {}),
    },
    managementURL: r.managementUrl,
  };
}

/** The payment request of Apple Pay JS version 3; a host listening to delivery addresses gets the shipping contact asked for. */
function applePayRequest(config: ApplePayConfig, amount: { value: string; currency: string }, label: string, delivery: boolean, recurring: ApplePayRecurring | undefined) {
  return {
    ...(delivery ? { requiredShippingContactFields: ['postalAddress'] } : {}),
    ...(recurring ? { recurringPaymentRequest: recurringRequest(recurring) } : {}),
    countryCode: config.countryCode,
    currencyCode: amount.currency,
    supportedNetworks: config.supportedNetworks,
    merchantCapabilities: config.merchantCapabilities,
    requiredBillingContactFields: config.requiredBillingContactFields ?? [],
    total: { label, amount: amount.value, type: APPLE_PAY_TOTAL_TYPE },
  };
}

type ApplePayErrorCtor = new (code: string, contactField: string, message: string) => unknown;

/** The sheet's error for a refused delivery address: an ApplePayError where the browser has the class. */
function addressRefused(): unknown {
  const ErrorCtor = (window as unknown as { ApplePayError?: ApplePayErrorCtor }).ApplePayError;
  const args = ['shippingContactInvalid', 'postalAddress', text('msg.deliveryAddressRefused')] as const;
  return ErrorCtor ? new ErrorCtor(...args) : { code: args[0], contactField: args[1], message: args[2] };
}

/** Completes the sheet and reports the outcome of an authorized payment: the host's answer (ADR 6), else the pay call's. */
async function settleAuthorized(payment: { token: unknown; billingContact?: unknown }, ctx: WalletContext): Promise<{ ok: boolean; report: () => void }> {
  const host = ctx.onApplePayAuthorized;
  if (host) {
    let accepted: boolean;
    let why = 'the host did not accept the payment';
    try {
      accepted = (await host(payment)) === true;
    } catch (cause) {
      accepted = false;
      why = `onApplePayAuthorized threw: ${cause instanceof Error ? cause.message : String(cause)}`;
    }
    // The host may give its own failure text for Apple Pay as onAuthorizeFailed's answer (app §4 in docs/spec-coverage.md, ADR 6).
    return { ok: accepted, report: () => (accepted ? ctx.finish({ kind: 'success' }) : ctx.finish(failure('AUTHORIZATION_ERROR', why))) };
  }
  const result = await pay(
    { token: ctx.token, payLink: ctx.links.pay, entry: { paymentMethodCode: 'applePay', amount: ctx.amount, paymentToken: JSON.stringify(payment.token), ...withBillingAddress(payment.billingContact) }, consent: ctx.consent },
    ctx.fetch,
  );
  const ok = result.ok && result.value.code === 'authorizeSuccessful';
  return {
    ok,
    report: () => {
      if (ok) ctx.finish({ kind: 'success' });
      else ctx.finish(result.ok ? failure('AUTHORIZATION_ERROR', `Apple Pay pay answered ${result.value.code}`) : result.failure);
    },
  };
}

/**
 * The Apple Pay button. On click the session is created and begun synchronously, inside the user
 * gesture (Safari refuses a later begin()); the host's onPaymentButtonClicked veto is asked afterwards
 * and aborts the sheet. An authorized token goes to the host hook when there is one, else to pay.
 */
export function mountApplePay(area: HTMLElement, config: ApplePayConfig, ctx: WalletContext, recurring?: ApplePayRecurring): MountedWallet {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mm-wallet-button mm-wallet-button--apple';
  button.lang = APPLE_PAY_LOCALE;
  button.dataset.buttonType = APPLE_PAY_BUTTON.type;
  button.dataset.buttonStyle = APPLE_PAY_BUTTON.style;
  button.setAttribute('aria-label', text('msg.applePayButton'));
  button.textContent = text('msg.applePayButton');
  button.addEventListener('click', () => {
    const Session = ctor();
    // Availability can change after the button was listed (a removed card, a locked wallet).
    if (!Session || !Session.canMakePayments()) {
      ctx.finish(withError('WALLET_UNAVAILABLE', failure('UNKNOWN_ERROR', 'Apple Pay is not available on this device', text('msg.applePayUnavailable'))));
      return;
    }
    // Created and begun before any await: begin() must run inside the click's user gesture.
    let request: ReturnType<typeof applePayRequest>;
    try {
      request = applePayRequest(config, ctx.amount, 'MindMetric', ctx.deliveryAddressChanged !== undefined, recurring);
    } catch (error) {
      ctx.finish(withError('WALLET_CONFIG_INVALID', failure('UNKNOWN_ERROR', error instanceof Error ? error.message : String(error))));
      return;
    }
    const session = new Session(APPLE_PAY_SESSION_VERSION, request);
    const delivery = ctx.deliveryAddressChanged;
    if (delivery) {
      // widget §8 in docs/spec-coverage.md: the host refusing the address (CALLBACK_FAILED) keeps the sheet open on an address error.
      session.onshippingcontactselected = (event) => {
        void delivery(fromWalletContact(event.shippingContact)).then((ok) =>
          session.completeShippingContactSelection(ok ? { newTotal: request.total } : { newTotal: request.total, errors: [addressRefused()] }),
        );
      };
    }
    /** Set once the payment's end is decided, so a late cancel or merchant answer reports nothing more. */
    let settled = false;
    /** The host's answer to onPaymentButtonClicked, asked right after begin(); nothing is paid or reported before it allows. */
    let allowed: Promise<boolean> = Promise.resolve(true);
    session.onvalidatemerchant = (event) => {
      void (async () => {
        const answer = await requestMerchantSession(config.createSessionUrl, event.validationURL, ctx);
        if (settled || !(await allowed)) return;
        if (!answer.ok) {
          settled = true;
          session.abort();
          ctx.finish(failure('AUTHORIZATION_ERROR', `Apple Pay merchant validation failed (${answer.detail})`));
          return;
        }
        session.completeMerchantValidation(answer.session);
      })();
    };
    session.onpaymentauthorized = (event) => {
      if (settled) return;
      settled = true;
      void (async () => {
        if (!(await allowed)) return;
        const { ok, report } = await settleAuthorized(event.payment, ctx);
        session.completePayment(ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
        report();
      })();
    };
    session.oncancel = () => {
      if (settled) return;
      settled = true;
      void allowed.then((ok) => ok && ctx.finish(failure('USER_CANCELLED', 'Apple Pay sheet cancelled', text('msg.paymentCancelled'))));
    };
    session.begin();
    allowed = ctx.begin();
    void allowed.then((ok) => {
      if (ok) return;
      // The veto is already reported by begin() (VALIDATION_FAILED): close the sheet without a second event.
      settled = true;
      session.abort();
    });
  });
  area.append(button);
  return { destroy: () => button.remove() };
}
