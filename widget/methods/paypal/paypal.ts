/** PayPal (widget-spec sections 2 and 4): its button and store checkbox; the flow lives in widget/wallets/paypal.ts, loaded on demand (listed once it is there). */
import type * as Flow from '../../wallets/paypal';
import type { PaymentMethod } from '../types';

export function payPalMethod(config: Flow.PayPalConfig): PaymentMethod {
  let flow: typeof Flow | null = null;
  return {
    id: 'paypal',
    label: 'PayPal',
    logo: 'paypal',
    async isAvailable() {
      flow = await import('../../wallets/paypal');
      return true;
    },
    mount(area, ctx) {
      if (!flow) throw new Error('PayPal mounted before it was found available.');
      return flow.mountPayPal(area, config, ctx.wallet('payPal'), { showStoreCheckbox: ctx.options.showPayPalStoreCheckbox === true });
    },
  };
}
