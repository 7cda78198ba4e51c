import type { Scenario } from './types';

export const pending3dsSuccess: Scenario = {
  id: 'pending-3ds-success',
  title: 'Pending, then 3-D Secure challenge, then authorized',
  description:
    'The first poll answers authorizePending with actionRequired 3ds. The widget opens the challenge ' +
    'popup; when the shopper completes it, the issuer authorizes and the widget ends in success. ' +
    'Also selected by the test card 4000 0000 0000 3220.',
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: ['authorizePending'], actionRequired: '3ds' }] },
  threeDs: { onComplete: 'authorizeSuccessful' },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
