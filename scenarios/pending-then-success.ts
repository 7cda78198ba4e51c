import type { Scenario } from './types';

export const pendingThenSuccess: Scenario = {
  id: 'pending-then-success',
  title: 'Instant payment pending for two polls, then authorized',
  description:
    'Pays with the instant-payment method (pix): the pay call answers authorizePending with a redirect link, ' +
    'the widget opens the QR popup and polls the authorization result from 20 s on; the first two polls are ' +
    'still pending, the third is authorizeSuccessful. Success, popup closed, subscription recorded.',
  method: 'pix',
  shopper: { action: 'approve' },
  provider: {
    authorize: { kind: 'accepted' },
    pay: { kind: 'final-state', code: 'authorizePending' },
    polls: [
      { kind: 'statuses', append: [] },
      { kind: 'statuses', append: [] },
      { kind: 'statuses', append: ['authorizeSuccessful'] },
    ],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
