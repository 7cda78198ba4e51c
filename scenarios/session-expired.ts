import type { Scenario } from './types';

export const sessionExpired: Scenario = {
  id: 'session-expired',
  title: 'Session token rejected at authorize (401)',
  description:
    'Authorize answers 401: the widget fires onPaymentSessionExpired and fails with ' +
    'AUTHENTICATION_ERROR ("API token is not valid or expired."). The shopper sees the ' +
    'authorization-failed message; no subscription.',
  provider: { authorize: { kind: 'http-error', status: 401 }, polls: [{ kind: 'statuses', append: [] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHENTICATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
