import type { Scenario } from './types';

export const failedPollCounts5: Scenario = {
  id: 'failed-poll-counts-5',
  title: 'Every poll fails with 500: gives up after 12 polls',
  description:
    'Each poll answers 500. A failed poll counts as 5 of the 60 attempts, so the widget gives up after ' +
    'the 12th poll (2000 + 11 x 680 ms) with AUTHORIZATION_ERROR. No subscription.',
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'http-error', status: 500 }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
