import type { Scenario } from './types';

export const pollExhausted: Scenario = {
  id: 'poll-exhausted',
  title: 'No final status within 60 polls',
  description:
    'Every poll shows only authorizeRequested. The widget polls 60 times (the last at 2000 + 59 x 680 ms) ' +
    'and fails with AUTHORIZATION_ERROR. No subscription.',
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: [] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
