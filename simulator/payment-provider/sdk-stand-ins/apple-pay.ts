/**
 * Apple Pay JS stand-in (served as /sdk/apple-pay.js): the part of the public ApplePaySession surface
 * the widget uses, with the shared sheet a person or Playwright can approve or cancel.
 */
import { openSheet, type Sheet, type SheetAddress } from './sheet';
import type { Locale } from '../../../widget/i18n/locales';
import { sheetAmount, sheetLocale, sheetPeriod, sheetText } from './sheet-texts';

const STATUS_SUCCESS = 0;
const STATUS_FAILURE = 1;
const APPLE_PAY_VERSION = 3;

interface RecurringPaymentRequest {
  readonly paymentDescription?: string;
  readonly regularBilling?: { readonly label?: string; readonly amount?: string; readonly paymentTiming?: string; readonly recurringPaymentIntervalUnit?: string; readonly recurringPaymentIntervalCount?: number };
  readonly managementURL?: string;
}

const INTERVAL_UNITS = ['minute', 'hour', 'day', 'month', 'year'];

/** What the sheet says of a recurring payment, in the sheet's language; throws as Safari does for a malformed one. */
function recurringLine(r: RecurringPaymentRequest, currency: string): (locale: Locale) => string {
  const billing = r.regularBilling;
  const count = billing?.recurringPaymentIntervalCount ?? 1;
  const unit = billing?.recurringPaymentIntervalUnit ?? 'month';
  if (!billing || billing.paymentTiming !== 'recurring' || !INTERVAL_UNITS.includes(unit) || !Number.isInteger(count) || count < 1 || !r.paymentDescription || !r.managementURL) {
    throw new TypeError('ApplePaySession stand-in: recurringPaymentRequest needs paymentDescription, managementURL and a recurring regularBilling');
  }
  return (locale) => sheetText(locale, 'recurring', { amount: sheetAmount(locale, currency, billing.amount ?? ''), period: sheetPeriod(locale, unit, count), label: billing.label ?? r.paymentDescription ?? '' });
}

interface PaymentRequest {
  readonly currencyCode: string;
  readonly recurringPaymentRequest?: RecurringPaymentRequest;
  readonly requiredShippingContactFields?: readonly string[];
  readonly total: { readonly label?: string; readonly amount: string; readonly type: string };
}

/** Where this script came from: merchant validation is asked of that origin. */
const STAND_IN_ORIGIN = (() => {
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : location.origin;
})();

/** Apple Pay JS's ApplePayError: what the page answers a refused contact with. */
class ApplePayError {
  constructor(
    readonly code: string,
    readonly contactField?: string,
    readonly message = '',
  ) {}
}

class ApplePaySession {
  static readonly STATUS_SUCCESS = STATUS_SUCCESS;
  static readonly STATUS_FAILURE = STATUS_FAILURE;
  static canMakePayments(): boolean {
    return true;
  }
  static supportsVersion(version: number): boolean {
    return version <= APPLE_PAY_VERSION;
  }

  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null = null;
  oncancel: ((event: object) => void) | null = null;
  onshippingcontactselected: ((event: { shippingContact: object }) => void) | null = null;
  /** Answers the sheet's pending address check when the page completes the shipping contact selection. */
  private answerAddress: ((refusal: string | null) => void) | null = null;
  private address: SheetAddress | null = null;
  private sheet: Sheet | null = null;
  private validated = false;
  private done = false;
  private readonly request: PaymentRequest;
  private recurring: ((locale: Locale) => string) | null = null;
  private locale: Locale = 'en';

  constructor(version: number, request: PaymentRequest) {
    if (version !== APPLE_PAY_VERSION) throw new Error(`ApplePaySession stand-in: this widget must ask for version ${APPLE_PAY_VERSION}, got ${version}`);
    if (!request?.total || request.total.type !== 'final') throw new Error('ApplePaySession stand-in: total.type must be "final"');
    if (request.recurringPaymentRequest) this.recurring = recurringLine(request.recurringPaymentRequest, request.currencyCode);
    this.request = request;
  }

  begin(): void {
    const { total, currencyCode } = this.request;
    // A device's sheet speaks the device's language: here the page's, which the shop sets to the shopper's.
    const locale = sheetLocale();
    this.locale = locale;
    this.sheet = openSheet({
      wallet: 'Apple Pay',
      locale,
      theme: { placement: 'bottom', font: '-apple-system,system-ui,sans-serif', ink: '#111', heading: '#111', approveBackground: '#000', cancelBackground: '#eee', radius: '12px' },
      lines: [`${total.label || sheetText(locale, 'total')}: ${sheetAmount(locale, currencyCode, total.amount)}`, ...(this.recurring ? [this.recurring(locale)] : []), sheetText(locale, 'card', { card: 'Visa •••• 1234' })],
      approveLabel: sheetText(locale, 'applePayApprove'),
      cancelLabel: sheetText(locale, 'cancel'),
      // Pay stays disabled until the page completes merchant validation, as on a device.
      approveEnabled: false,
      onApprove: () => this.authorize(),
      onCancel: () => this.abort(),
      ...(this.request.requiredShippingContactFields?.includes('postalAddress') ? { delivery: (address: SheetAddress) => this.selectShippingContact(address) } : {}),
    });
    this.sheet.setStatus(sheetText(locale, 'contacting'));
    // Apple asks the page to validate the merchant right after begin().
    setTimeout(() => this.onvalidatemerchant?.({ validationURL: `${STAND_IN_ORIGIN}/sdk/apple-pay/validate` }), 0);
  }

  /** The redacted contact Apple hands the page before authorization; the sheet waits for the page's answer. */
  private selectShippingContact(address: SheetAddress): Promise<string | null> {
    this.address = address;
    const handler = this.onshippingcontactselected;
    if (!handler) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.answerAddress = resolve;
      const { locality, administrativeArea, postalCode, countryCode } = address;
      handler({ shippingContact: { locality, administrativeArea, postalCode, countryCode } });
    });
  }

  completeShippingContactSelection(update: { newTotal?: unknown; errors?: readonly unknown[] }): void {
    const first = update?.errors?.[0];
    const refusal = first === undefined ? null : first instanceof ApplePayError && first.message ? first.message : sheetText(this.locale, 'addressUnsupported');
    this.answerAddress?.(refusal);
    this.answerAddress = null;
  }

  private authorize(): void {
    if (!this.validated) {
      this.sheet?.setStatus(sheetText(this.locale, 'notValidated'));
      return;
    }
    this.sheet?.busy(sheetText(this.locale, 'processing'));
    const token = {
      paymentData: { version: 'EC_v1', data: `stand-in-${Math.random().toString(36).slice(2)}` },
      paymentMethod: { displayName: 'Visa 1234', network: 'Visa', type: 'debit' },
      transactionIdentifier: 'stand-in',
    };
    const shipping = this.address ? { shippingContact: { addressLines: [this.address.label], locality: this.address.locality, postalCode: this.address.postalCode, countryCode: this.address.countryCode } } : {};
    this.onpaymentauthorized?.({ payment: { token, billingContact: { countryCode: 'US', postalCode: '10001' }, ...shipping } });
  }

  completeMerchantValidation(merchantSession: unknown): void {
    const valid = typeof merchantSession === 'object' && merchantSession !== null && typeof (merchantSession as { merchantSessionIdentifier?: unknown }).merchantSessionIdentifier === 'string';
    if (!valid) {
      this.abort();
      return;
    }
    this.validated = true;
    this.sheet?.setApproveEnabled(true);
    this.sheet?.setStatus('');
  }

  completePayment(result: number | { status: number }): void {
    const status = typeof result === 'object' && result !== null ? result.status : result;
    this.done = true;
    const sheet = this.sheet;
    if (!sheet) return;
    sheet.setStatus(sheetText(this.locale, status === STATUS_SUCCESS ? 'done' : 'notCompleted'));
    setTimeout(() => sheet.remove(), 0);
  }

  abort(): void {
    this.sheet?.remove();
    this.sheet = null;
    if (!this.done && this.oncancel) {
      this.done = true;
      this.oncancel({});
    }
  }
}

if (!('ApplePaySession' in window)) {
  Reflect.set(window, 'ApplePaySession', ApplePaySession);
  Reflect.set(window, 'ApplePayError', ApplePayError);
}
