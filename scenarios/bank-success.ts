import { PAY_LEFT_PENDING } from './pay-left-pending';
import type { Scenario } from './types';

export const bankSuccess: Scenario = {
  id: 'bank-success',
  title: 'Online banking approved at the bank: back to the shop, then offers',
  description:
    'Pays with online banking. The pay call answers authorizePending with the bank page; the shopper approves ' +
    'there and the bank authorizes at once. The provider sends the shopper to the merchant’s return route, which ' +
    'records the subscription (recorded_by bank-return; the charge.authorized webhook finds it) and returns to the ' +
    'checkout with vUserEmail and vSubscriptionId; the checkout finalizes and moves on to the offers.',
  method: 'redirect',
  shopper: { action: 'approve' },
  provider: PAY_LEFT_PENDING,
  bank: { onApprove: 'authorizeSuccessful' },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'app', key: 'subscriptionActive' }, subscriptionCreated: true },
};
