/**
 * Google Pay API stand-in (served as /sdk/google-pay.js): google.payments.api.PaymentsClient with
 * isReadyToPay, createButton and loadPaymentData, with the shared sheet a person or Playwright can
 * approve or cancel.
 */
import { openSheet, type SheetAddress } from './sheet';
import { sheetAmount, sheetLocale, sheetText } from './sheet-texts';

interface ButtonOptions {
  readonly buttonColor?: string;
  readonly buttonType?: string;
  readonly buttonSizeMode?: string;
  readonly buttonLocale?: string;
  readonly onClick?: (event: MouseEvent) => void;
}

type PaymentDataChanged = (data: { callbackTrigger: string; shippingAddress: object }) => Promise<{ error?: { message?: string } } | undefined>;

interface ClientOptions {
  readonly environment?: string;
  readonly paymentDataCallbacks?: { readonly onPaymentDataChanged?: PaymentDataChanged };
}

interface PaymentDataRequest {
  readonly apiVersion?: number;
  readonly shippingAddressRequired?: boolean;
  readonly callbackIntents?: readonly string[];
  readonly merchantInfo?: { readonly merchantName?: string };
  readonly transactionInfo?: { readonly totalPriceStatus?: string; readonly currencyCode?: string; readonly totalPrice?: string };
}

/** The language the page gave Google Pay's button: the sheet speaks it too. */
let buttonLocale: string | undefined;

class PaymentsClient {
  readonly environment: string;
  private readonly onPaymentDataChanged: PaymentDataChanged | undefined;

  constructor(options?: ClientOptions) {
    this.environment = options?.environment ?? 'TEST';
    this.onPaymentDataChanged = options?.paymentDataCallbacks?.onPaymentDataChanged;
  }

  /** The sheet's address check: Google Pay reports the preselected address (INITIALIZE) and each one picked (SHIPPING_ADDRESS). */
  private deliveryCheck(): ((address: SheetAddress) => Promise<string | null>) | undefined {
    const changed = this.onPaymentDataChanged;
    if (!changed) return undefined;
    let first = true;
    return async (address) => {
      const { locality, administrativeArea, postalCode, countryCode } = address;
      const update = await changed({ callbackTrigger: first ? 'INITIALIZE' : 'SHIPPING_ADDRESS', shippingAddress: { locality, administrativeArea, postalCode, countryCode } });
      first = false;
      return update?.error ? (update.error.message ?? sheetText(sheetLocale(), 'addressUnsupported')) : null;
    };
  }

  isReadyToPay(request: { apiVersion?: number; apiVersionMinor?: number }): Promise<{ result: boolean }> {
    return Promise.resolve({ result: request?.apiVersion === 2 && request.apiVersionMinor === 0 });
  }

  createButton(options: ButtonOptions): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'gpay-stand-in-button';
    button.setAttribute('aria-label', 'Buy with Google Pay');
    button.dataset.buttonColor = options.buttonColor ?? 'default';
    button.dataset.buttonType = options.buttonType ?? 'buy';
    button.dataset.buttonSizeMode = options.buttonSizeMode ?? 'static';
    if (options.buttonLocale) {
      button.lang = options.buttonLocale;
      buttonLocale = options.buttonLocale;
    }
    button.textContent = 'Buy with G Pay';
    const black = (options.buttonColor ?? 'black') === 'black';
    button.setAttribute(
      'style',
      'min-height:48px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer;' +
        (options.buttonSizeMode === 'fill' ? 'width:100%;' : 'min-width:200px;') +
        (black ? 'background:#000;color:#fff' : 'background:#fff;color:#000;border:1px solid #ccc'),
    );
    button.addEventListener('click', (event) => options.onClick?.(event));
    return button;
  }

  loadPaymentData(request: PaymentDataRequest): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const info = request?.transactionInfo;
      if (request?.apiVersion !== 2 || !info || info.totalPriceStatus !== 'FINAL') {
        reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'apiVersion 2.0 and totalPriceStatus FINAL are required' });
        return;
      }
      const asksAddress = request.shippingAddressRequired === true && request.callbackIntents?.includes('SHIPPING_ADDRESS') === true;
      if (asksAddress && !this.onPaymentDataChanged) {
        reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'callbackIntents SHIPPING_ADDRESS needs paymentDataCallbacks.onPaymentDataChanged' });
        return;
      }
      let address: SheetAddress | null = null;
      const check = asksAddress ? this.deliveryCheck() : undefined;
      const merchant = request.merchantInfo?.merchantName ? `${request.merchantInfo.merchantName} · ` : '';
      // The account's language: the button's locale the page chose, else the page's.
      const locale = sheetLocale(buttonLocale);
      const sheet = openSheet({
        wallet: 'Google Pay',
        locale,
        theme: { placement: 'center', font: 'Roboto,system-ui,sans-serif', ink: '#202124', heading: '#202124', approveBackground: '#1a73e8', cancelBackground: '#f1f3f4', radius: '8px' },
        lines: [`${merchant}${sheetAmount(locale, info.currencyCode ?? '', info.totalPrice ?? '')}`, sheetText(locale, 'card', { card: 'Visa •••• 1111' })],
        approveLabel: sheetText(locale, 'googlePayApprove'),
        cancelLabel: sheetText(locale, 'cancel'),
        ...(check
          ? {
              delivery: (picked: SheetAddress) => {
                address = picked;
                return check(picked);
              },
            }
          : {}),
        onApprove: () => {
          sheet.remove();
          resolve({
            apiVersion: 2,
            apiVersionMinor: 0,
            paymentMethodData: {
              type: 'CARD',
              description: 'Visa •••• 1111',
              info: { cardNetwork: 'VISA', cardDetails: '1111' },
              tokenizationData: { type: 'PAYMENT_GATEWAY', token: `stand-in-gpay-${Math.random().toString(36).slice(2)}` },
            },
            ...(address ? { shippingAddress: { name: 'Grace Hopper', address1: address.label, locality: address.locality, administrativeArea: address.administrativeArea, postalCode: address.postalCode, countryCode: address.countryCode } } : {}),
          });
        },
        onCancel: () => {
          sheet.remove();
          reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
        },
      });
    });
  }
}

const google: Record<string, unknown> = Reflect.get(window, 'google') ?? {};
const payments: Record<string, unknown> = (google.payments as Record<string, unknown> | undefined) ?? {};
if (!payments.api) {
  payments.api = { PaymentsClient };
  google.payments = payments;
  Reflect.set(window, 'google', google);
}
