import { PAY_LEFT_PENDING } from './pay-left-pending';
import type { Scenario } from './types';

/** Long enough for the shopper to be back on the checkout first, short enough for QA to watch it land. */
const BANK_CONFIRMS_AFTER_S = 10;

export const bankApprovedLate: Scenario = {
  id: 'bank-approved-late',
  title: `Online banking confirmed ${BANK_CONFIRMS_AFTER_S} s after the shopper returned`,
  description:
    'Pays with online banking. The shopper approves on the bank page, but the bank confirms ' +
    `${BANK_CONFIRMS_AFTER_S} seconds of provider time later. The shopper is back first: the return route finds the payment ` +
    'pending and the checkout shows ‘Payment pending’, asking the service until the provider’s charge.authorized ' +
    'webhook records the subscription (recorded_by webhook); then it finalizes and moves on to the offers. A shopper ' +
    'who closed the tab meanwhile is still subscribed.',
  method: 'redirect',
  shopper: { action: 'approve' },
  provider: PAY_LEFT_PENDING,
  bank: { onApprove: 'authorizeSuccessful', confirmAfterSeconds: BANK_CONFIRMS_AFTER_S },
  expect: { widgetEvent: 'pending', shopperMessage: { source: 'app', key: 'paymentPending' }, subscriptionCreated: false },
};
