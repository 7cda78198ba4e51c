import type { Scenario } from './types';

export const applePayCancel: Scenario = {
  id: 'apple-pay-cancel',
  title: 'Apple Pay sheet cancelled by the shopper',
  description:
    'The shopper opens the Apple Pay sheet and cancels it. Nothing is charged; the widget fails with ' +
    'USER_CANCELLED and the app shows "Something went wrong" (app §4). No subscription.',
  method: 'apple-pay',
  shopper: { action: 'cancel' },
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: [] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'USER_CANCELLED',
    shopperMessage: { source: 'app', key: 'somethingWentWrong' },
    subscriptionCreated: false,
  },
};
