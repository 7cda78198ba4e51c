import type { Scenario } from './types';

export const serverErrorThenSuccess: Scenario = {
  id: 'server-error-then-success',
  title: 'One poll fails with 503, then authorized',
  description:
    'The provider has a hiccup: the first poll shows only authorizeRequested, the second answers 503 (a failed ' +
    'poll weighs 5 of the 60 attempts), the third shows authorizeSuccessful. The widget must treat a 5xx as ' +
    'a retry, not a decline: success, subscription recorded.',
  provider: {
    authorize: { kind: 'accepted' },
    polls: [
      { kind: 'statuses', append: [] },
      { kind: 'http-error', status: 503 },
      { kind: 'statuses', append: ['authorizeSuccessful'] },
    ],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
