import { paypalSuccess } from './paypal-success';
import type { Scenario } from './types';

export const paypalStore: Scenario = {
  id: 'paypal-store',
  title: 'PayPal saved for future payments (billing agreement)',
  description:
    'The shopper ticks "Save PayPal for future payments": the widget closes the PayPal button and renders it ' +
    'again after the 300 ms debounce, now for a billing agreement. The pay call carries storeInstrument true ' +
    'and answers a confirm link with a tokenId; the shopper approves, the widget confirms with the tokenId ' +
    'and polls: authorizeSuccessful on the second poll. Subscription recorded.',
  method: 'paypal',
  shopper: { action: 'approve', storeInstrument: true },
  // The provider answers as for any approved PayPal payment; only the shopper's choice differs.
  provider: paypalSuccess.provider,
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
