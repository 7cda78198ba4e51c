/** Apple Pay (widget-spec sections 2 and 4): listed only when the device can pay with it; the flow lives in widget/wallets/apple-pay.ts, loaded on demand. */
import type * as Flow from '../../wallets/apple-pay';
import type { PaymentMethod } from '../types';

export function applePayMethod(config: Flow.ApplePayConfig): PaymentMethod {
  let flow: typeof Flow | null = null;
  return {
    id: 'apple-pay',
    label: 'Apple Pay',
    logo: 'applepay',
    async isAvailable(ctx) {
      flow = await import('../../wallets/apple-pay');
      return flow.applePayAvailable(ctx.session().execution.assetHost);
    },
    mount(area, ctx) {
      if (!flow) throw new Error('Apple Pay mounted before it was found available.');
      return flow.mountApplePay(area, config, ctx.wallet('applePay'), ctx.options.applePayRecurring);
    },
  };
}
