import type { Scenario } from './types';

export const googlePayCancel: Scenario = {
  id: 'google-pay-cancel',
  title: 'Google Pay sheet cancelled by the shopper',
  description:
    'The shopper opens the Google Pay sheet and closes it. Nothing is charged and no pay call is made; the ' +
    'widget fails with USER_CANCELLED and shows "Payment cancelled." with Try again in place of the options. ' +
    'No subscription.',
  method: 'google-pay',
  shopper: { action: 'cancel' },
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: [] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'USER_CANCELLED',
    shopperMessage: { source: 'widget', key: 'paymentCancelled' },
    subscriptionCreated: false,
  },
};
