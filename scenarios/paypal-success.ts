import type { Scenario } from './types';

export const paypalSuccess: Scenario = {
  id: 'paypal-success',
  title: 'PayPal approved, confirmed and authorized',
  description:
    'Pays with PayPal: the pay call creates the order (authorizePending with a confirm link and orderId), ' +
    'the shopper approves in the PayPal window, the widget confirms and polls: authorizeSuccessful on the ' +
    'second poll. Subscription recorded.',
  method: 'paypal',
  shopper: { action: 'approve' },
  provider: {
    authorize: { kind: 'accepted' },
    pay: { kind: 'final-state', code: 'authorizePending' },
    confirm: { kind: 'accepted' },
    polls: [
      { kind: 'statuses', append: [] },
      { kind: 'statuses', append: ['authorizeSuccessful'] },
    ],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
