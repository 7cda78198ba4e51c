import type { Scenario } from './types';

export const pending: Scenario = {
  id: 'pending',
  title: 'Card payment left pending by the provider',
  description:
    'The first poll answers authorizePending without an action: the widget fires its pending event and ' +
    'the app replaces the payment options with "Payment pending". Nothing is authorized, so no subscription.',
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: ['authorizePending'] }] },
  expect: { widgetEvent: 'pending', shopperMessage: { source: 'app', key: 'paymentPending' }, subscriptionCreated: false },
};
