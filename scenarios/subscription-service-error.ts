import type { Scenario } from './types';

export const subscriptionServiceError: Scenario = {
  id: 'subscription-service-error',
  title: 'Charge authorized, subscription service fails',
  description:
    'The provider authorizes, but POST /subs/create-no-user answers 500 without an error text. The ' +
    'widget shows success; the app shows "Something went wrong" and stays on checkout. No subscription.',
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: ['authorizeSuccessful'] }] },
  subscriptionService: { create: 'error' },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'app', key: 'somethingWentWrong' }, subscriptionCreated: false },
};
