import type { Scenario } from './types';

export const applePaySuccess: Scenario = {
  id: 'apple-pay-success',
  title: 'Apple Pay approved and authorized',
  description:
    'Pays with Apple Pay: the merchant is validated, the shopper approves the sheet, the app sends the token ' +
    'to the subscription service, which charges it through this session (authorizeSuccessful). The sheet ' +
    'completes with success and the shopper goes on to offers; subscription recorded.',
  method: 'apple-pay',
  shopper: { action: 'approve' },
  provider: {
    authorize: { kind: 'accepted' },
    pay: { kind: 'final-state', code: 'authorizeSuccessful' },
    polls: [{ kind: 'statuses', append: [] }],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
