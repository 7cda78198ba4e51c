import { PAY_LEFT_PENDING } from './pay-left-pending';
import type { Scenario } from './types';

export const paypalCancel: Scenario = {
  id: 'paypal-cancel',
  title: 'PayPal window cancelled by the shopper',
  description:
    'The order is created, but the shopper cancels in the PayPal window. The widget fires the session-expired ' +
    'event (widget §4) and fails with USER_CANCELLED. No confirm, no subscription.',
  method: 'paypal',
  shopper: { action: 'cancel' },
  provider: PAY_LEFT_PENDING,
  expect: {
    widgetEvent: 'failure',
    failureCode: 'USER_CANCELLED',
    shopperMessage: { source: 'widget', key: 'paymentCancelled' },
    subscriptionCreated: false,
  },
};
