/** PayPal (widget §2 and §4 in docs/spec-coverage.md): its button and store checkbox; the flow lives in widget/wallets/paypal.ts. */
import { mountPayPal, type PayPalConfig } from '../../wallets/paypal';
import type { PaymentMethod } from '../types';

export function payPalMethod(config: PayPalConfig): PaymentMethod {
  return {
    id: 'paypal',
    label: 'PayPal',
    logo: 'paypal',
    isAvailable: () => true,
    mount: (area, ctx) => mountPayPal(area, config, ctx.wallet('payPal'), { showStoreCheckbox: ctx.options.showPayPalStoreCheckbox === true }),
  };
}
