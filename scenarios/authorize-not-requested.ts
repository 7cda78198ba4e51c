import type { Scenario } from './types';

export const authorizeNotRequested: Scenario = {
  id: 'authorize-not-requested',
  title: 'Authorization never recorded as requested',
  description:
    'Authorize is accepted but the execution never shows authorizeRequested. The widget retries the ' +
    'lookup 10 times, then fails with AUTHORIZATION_ERROR. No subscription.',
  provider: { authorize: { kind: 'accepted', recordsRequest: false }, polls: [{ kind: 'statuses', append: [] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
