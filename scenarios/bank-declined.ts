import { PAY_LEFT_PENDING } from './pay-left-pending';
import type { Scenario } from './types';

export const bankDeclined: Scenario = {
  id: 'bank-declined',
  title: 'Online banking declined by the bank: back on the checkout with why',
  description:
    'Pays with online banking. The shopper approves on the bank page, but the bank declines (authorizeFailed, a ' +
    'charge.failed event). The merchant’s return route sends the shopper back to the checkout with ' +
    'paymentResult=declined: the checkout says the bank did not approve and offers the payment options again. ' +
    'No subscription, no charge.',
  method: 'redirect',
  shopper: { action: 'approve' },
  provider: PAY_LEFT_PENDING,
  bank: { onApprove: 'authorizeFailed' },
  expect: { widgetEvent: 'failure', failureCode: 'AUTHORIZATION_ERROR', shopperMessage: { source: 'app', key: 'bankDeclined' }, subscriptionCreated: false },
};
