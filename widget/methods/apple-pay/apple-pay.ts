/** Apple Pay (widget §2 and §4 in docs/spec-coverage.md): chosen only when the device can pay with it (drop-in/method-arrival.ts); the flow lives in widget/wallets/apple-pay.ts. */
import { applePayAvailable, mountApplePay, type ApplePayConfig } from '../../wallets/apple-pay';
import type { PaymentMethod } from '../types';

export function applePayMethod(config: ApplePayConfig): PaymentMethod {
  return {
    id: 'apple-pay',
    label: 'Apple Pay',
    logo: 'applepay',
    isAvailable: (ctx) => applePayAvailable(ctx.session().execution.assetHost),
    mount: (area, ctx) => mountApplePay(area, config, ctx.wallet('applePay'), ctx.options.applePayRecurring),
  };
}
