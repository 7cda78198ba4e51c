/**
 * PayPal JS SDK stand-in (served as /sdk/paypal.js): paypal.Buttons({ style, createOrder |
 * createBillingAgreement, onApprove, onCancel, onError }).render(container) and close(), with the
 * shared sheet standing in for the PayPal window.
 */
import { openSheet, type SheetAddress } from './sheet';
import { sheetLocale, sheetText } from './sheet-texts';

/** The `locale` the page put on this script's URL (locale=pt_BR), as PayPal's window speaks it. */
const SDK_LOCALE = (() => {
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src ? new URL(script.src).searchParams.get('locale') : null;
})();

interface ButtonsOptions {
  readonly style?: { readonly color?: string; readonly shape?: string; readonly label?: string; readonly tagline?: boolean; readonly height?: number };
  readonly createOrder?: (data: object, actions: object) => unknown;
  readonly createBillingAgreement?: (data: object, actions: object) => unknown;
  readonly onApprove?: (data: { orderID: string | null; billingToken?: string }, actions: object) => unknown;
  readonly onCancel?: (data: { orderID: string }) => void;
  readonly onError?: (error: unknown) => void;
  readonly onShippingAddressChange?: (data: ShippingChange, actions: { reject(reason?: string): Promise<void> }) => unknown;
}

interface ShippingChange {
  readonly orderID: string;
  readonly shippingAddress: { readonly city: string; readonly state: string; readonly postalCode: string; readonly countryCode: string };
  readonly errors: { readonly ADDRESS_ERROR: string; readonly COUNTRY_ERROR: string; readonly STATE_ERROR: string; readonly ZIP_ERROR: string };
}

/** PayPal's own texts for a rejected shipping address, handed to onShippingAddressChange as data.errors. */
const SHIPPING_ERRORS = {
  ADDRESS_ERROR: "Your order can't be shipped to this address.",
  COUNTRY_ERROR: "Your order can't be shipped to this country.",
  STATE_ERROR: "Your order can't be shipped to this state.",
  ZIP_ERROR: "Your order can't be shipped to this zip.",
} as const;

/** The window's address check: the page's onShippingAddressChange, and the reason if it called actions.reject. */
function shippingCheck(id: string, handler: NonNullable<ButtonsOptions['onShippingAddressChange']>) {
  return async (address: SheetAddress): Promise<string | null> => {
    let rejected: string | null = null;
    const actions = {
      reject: (reason?: string) => {
        rejected = reason ?? SHIPPING_ERRORS.ADDRESS_ERROR;
        return Promise.resolve();
      },
    };
    const shippingAddress = { city: address.locality, state: address.administrativeArea, postalCode: address.postalCode, countryCode: address.countryCode };
    try {
      await handler({ orderID: id, shippingAddress, errors: SHIPPING_ERRORS }, actions);
    } catch {
      rejected = SHIPPING_ERRORS.ADDRESS_ERROR;
    }
    return rejected;
  };
}

function approveInWindow(id: string, onApprove: () => void, onCancel: () => void, delivery?: (address: SheetAddress) => Promise<string | null>): void {
  const locale = sheetLocale(SDK_LOCALE);
  const sheet = openSheet({
    wallet: 'PayPal',
    locale,
    theme: { placement: 'center', font: 'system-ui,sans-serif', ink: '#111', heading: '#003087', approveBackground: '#0070ba', cancelBackground: '#eef1f5', radius: '24px' },
    lines: [sheetText(locale, 'payPalLogin', { email: 'grace@example.com', order: id })],
    approveLabel: sheetText(locale, 'payPalApprove'),
    cancelLabel: sheetText(locale, 'payPalCancel'),
    ...(delivery ? { delivery } : {}),
    onApprove: () => {
      sheet.remove();
      onApprove();
    },
    onCancel: () => {
      sheet.remove();
      onCancel();
    },
  });
}

class Buttons {
  private root: HTMLButtonElement | null = null;

  constructor(private readonly options: ButtonsOptions = {}) {}

  isEligible(): boolean {
    return true;
  }

  render(container: string | Element): Promise<void> {
    const target = typeof container === 'string' ? document.querySelector(container) : container;
    if (!target) return Promise.reject(new Error('paypal stand-in: render target not found'));
    const o = this.options;
    const style = o.style ?? {};
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'paypal-stand-in-button';
    button.textContent = 'PayPal';
    button.setAttribute('aria-label', 'Pay with PayPal');
    button.dataset.color = style.color ?? '';
    button.dataset.shape = style.shape ?? '';
    button.dataset.label = style.label ?? '';
    button.dataset.tagline = String(style.tagline);
    button.setAttribute(
      'style',
      'width:100%;border:0;font-weight:800;font-style:italic;font-size:18px;cursor:pointer;color:#003087;' +
        `height:${style.height ?? 45}px;border-radius:${style.shape === 'pill' ? '999px' : '4px'};background:${style.color === 'gold' ? '#ffc439' : '#0070ba'}`,
    );
    button.addEventListener('click', () => {
      // A billing agreement when the widget asked for one (vault=true on its script URL), else an order.
      const vault = typeof o.createBillingAgreement === 'function';
      const create = vault ? o.createBillingAgreement : o.createOrder;
      Promise.resolve()
        .then(() => (create ? create({}, {}) : Promise.reject(new Error('createOrder is required'))))
        .then((id) => {
          if (typeof id !== 'string' || id === '') throw new Error('Expected an order id to be passed');
          approveInWindow(
            id,
            () => {
              const data = vault ? { billingToken: id, orderID: null } : { orderID: id };
              Promise.resolve(o.onApprove?.(data, {})).catch((error: unknown) => o.onError?.(error));
            },
            () => o.onCancel?.({ orderID: id }),
            o.onShippingAddressChange ? shippingCheck(id, o.onShippingAddressChange) : undefined,
          );
        })
        .catch((error: unknown) => o.onError?.(error));
    });
    this.root = button;
    target.append(button);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.root?.remove();
    this.root = null;
    return Promise.resolve();
  }
}

/** paypal.Buttons(options) is called without `new`, as with the real SDK. */
const paypalButtons = (options?: ButtonsOptions) => new Buttons(options);

if (!('paypal' in window)) Reflect.set(window, 'paypal', { Buttons: paypalButtons, FUNDING: { PAYPAL: 'paypal' }, version: 'stand-in' });
