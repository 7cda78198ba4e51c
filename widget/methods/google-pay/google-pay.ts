/** Google Pay (widget-spec sections 2 and 4): listed only when the device says it is ready; the flow lives in widget/wallets/google-pay.ts, loaded on demand. */
import type * as Flow from '../../wallets/google-pay';
import type { PaymentMethod } from '../types';

type Client = NonNullable<Awaited<ReturnType<typeof Flow.googlePayClient>>>;

export function googlePayMethod(config: Flow.GooglePayConfig): PaymentMethod {
  let ready: { readonly flow: typeof Flow; readonly client: Client } | null = null;
  return {
    id: 'google-pay',
    label: 'Google Pay',
    logo: 'googlepay',
    async isAvailable(ctx) {
      const flow = await import('../../wallets/google-pay');
      const client = await flow.googlePayClient(ctx.session().execution.assetHost, config, ctx.wallet('googlePay').deliveryAddressChanged);
      ready = client ? { flow, client } : null;
      return ready !== null;
    },
    mount(area, ctx) {
      if (!ready) throw new Error('Google Pay mounted before it was found available.');
      return ready.flow.mountGooglePay(area, ready.client, config, ctx.wallet('googlePay'));
    },
  };
}
