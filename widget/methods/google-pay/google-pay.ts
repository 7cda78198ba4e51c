/** Google Pay (widget §2 and §4 in docs/spec-coverage.md): chosen only when the device says it is ready (drop-in/method-arrival.ts); the flow lives in widget/wallets/google-pay.ts. */
import { googlePayClient, mountGooglePay, type GooglePayConfig } from '../../wallets/google-pay';
import type { PaymentMethod } from '../types';

export function googlePayMethod(config: GooglePayConfig): PaymentMethod {
  let client: Awaited<ReturnType<typeof googlePayClient>> = null;
  return {
    id: 'google-pay',
    label: 'Google Pay',
    logo: 'googlepay',
    async isAvailable(ctx) {
      client = await googlePayClient(ctx.session().execution.assetHost, config, ctx.wallet('googlePay').deliveryAddressChanged);
      return client !== null;
    },
    mount(area, ctx) {
      if (!client) throw new Error('Google Pay mounted before it was found available.');
      return mountGooglePay(area, client, config, ctx.wallet('googlePay'));
    },
  };
}
