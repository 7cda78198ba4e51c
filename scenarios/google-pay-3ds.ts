import type { Scenario } from './types';

export const googlePay3ds: Scenario = {
  id: 'google-pay-3ds',
  title: 'Google Pay, then 3-D Secure, then authorized',
  description:
    'Pays with Google Pay: the pay call answers authorizePending with actionRequired 3ds. The widget opens ' +
    'the same 3-D Secure popup as for cards; completing it authorizes. Subscription recorded.',
  method: 'google-pay',
  shopper: { action: 'approve', threeDs: 'complete' },
  provider: {
    authorize: { kind: 'accepted' },
    pay: { kind: 'final-state', code: 'authorizePending', actionRequired: '3ds' },
    polls: [{ kind: 'statuses', append: [] }],
  },
  threeDs: { onComplete: 'authorizeSuccessful' },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
