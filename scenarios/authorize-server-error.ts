import type { Scenario } from './types';

export const authorizeServerError: Scenario = {
  id: 'authorize-server-error',
  title: 'Provider down at authorize (502)',
  description:
    'Authorize answers 502 Bad Gateway. The widget must not retry it on its own (each try carries a fresh ' +
    'idempotency key, so a blind retry could charge twice): it fails with AUTHORIZATION_ERROR, the shopper ' +
    'sees the authorization-failed message and may press Pay again. No subscription.',
  provider: { authorize: { kind: 'http-error', status: 502 }, polls: [{ kind: 'statuses', append: [] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
