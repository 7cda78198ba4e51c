import type { Scenario } from './types';

export const googlePayDeclined: Scenario = {
  id: 'google-pay-declined',
  title: 'Google Pay approved by the shopper, declined by the provider',
  description:
    'The shopper approves the Google Pay sheet; the pay call answers finalState authorizeFailed. The widget ' +
    'fails with AUTHORIZATION_ERROR and shows "Authorization failed, please try again." with Try again in ' +
    'place of the options. No subscription.',
  method: 'google-pay',
  shopper: { action: 'approve' },
  provider: { authorize: { kind: 'accepted' }, pay: { kind: 'final-state', code: 'authorizeFailed' }, polls: [{ kind: 'statuses', append: [] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
