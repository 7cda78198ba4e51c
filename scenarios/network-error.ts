import type { Scenario } from './types';

export const networkError: Scenario = {
  id: 'network-error',
  title: 'Two polls lost to network drops, then authorized',
  description:
    'The connection drops on the first two polls (each weighs 5 attempts); the third shows ' +
    'authorizeSuccessful. The widget must ride out the drops and end in success with a subscription.',
  provider: {
    authorize: { kind: 'accepted' },
    polls: [{ kind: 'network-drop' }, { kind: 'network-drop' }, { kind: 'statuses', append: ['authorizeSuccessful'] }],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
