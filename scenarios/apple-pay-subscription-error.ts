import type { Scenario } from './types';

export const applePaySubscriptionError: Scenario = {
  id: 'apple-pay-subscription-error',
  title: 'Apple Pay authorized, subscription cannot be created',
  description:
    'The shopper approves the Apple Pay sheet and the provider authorizes the token, but the subscription ' +
    'service fails to create the subscription (500 without an id). The app completes the sheet with failure ' +
    'and shows \'Something went wrong, cant create subscription\' where the payment options were (app §4); ' +
    'the widget fails with AUTHORIZATION_ERROR. No subscription.',
  method: 'apple-pay',
  shopper: { action: 'approve' },
  provider: { authorize: { kind: 'accepted' }, pay: { kind: 'final-state', code: 'authorizeSuccessful' }, polls: [{ kind: 'statuses', append: [] }] },
  subscriptionService: { create: 'error' },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'app', key: 'cantCreateSubscription' },
    subscriptionCreated: false,
  },
};
