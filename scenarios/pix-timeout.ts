import { PAY_LEFT_PENDING } from './pay-left-pending';
import type { Scenario } from './types';

export const pixTimeout: Scenario = {
  id: 'pix-timeout',
  title: 'Instant payment never paid: time-out at 750000 ms',
  description:
    'Pays with the instant-payment method (pix) but never pays the QR code. Every authorization-result poll ' +
    'is pending; at 750000 ms the widget closes the popup and fails with AUTHORIZATION_ERROR. No subscription.',
  method: 'pix',
  shopper: { action: 'abandon' },
  provider: PAY_LEFT_PENDING,
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
