import type { Scenario } from './types';

export const applePaySuccess: Scenario = {
  id: 'apple-pay-success',
  title: 'Apple Pay approved and authorized',
  description:
    'Pays with Apple Pay: the merchant is validated, the shopper approves the sheet, the token goes to the ' +
    'pay call, which answers authorizeSuccessful. The sheet completes with success; subscription recorded.',
  method: 'apple-pay',
  shopper: { action: 'approve' },
  provider: {
    authorize: { kind: 'accepted' },
    pay: { kind: 'final-state', code: 'authorizeSuccessful' },
    polls: [{ kind: 'statuses', append: [] }],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
