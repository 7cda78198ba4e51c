import type { Scenario } from './types';

export const success: Scenario = {
  id: 'success',
  title: 'Card authorized on the second poll',
  description:
    'The happy path: authorize is accepted, the first poll still shows only authorizeRequested, ' +
    'the second shows authorizeSuccessful. The shopper sees the success message, the subscription ' +
    'is recorded and the funnel continues to offers.',
  provider: {
    authorize: { kind: 'accepted' },
    polls: [
      { kind: 'statuses', append: [] },
      { kind: 'statuses', append: ['authorizeSuccessful'] },
    ],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
