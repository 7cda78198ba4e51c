import type { Scenario } from './types';

export const pending3dsFailure: Scenario = {
  id: 'pending-3ds-failure',
  title: 'Pending, then 3-D Secure challenge, then declined',
  description:
    'Like pending-3ds-success, but the issuer declines after the shopper completes the challenge: the ' +
    'widget shows "Authorization failed after 3DS challenge." with AUTHORIZATION_ERROR. No subscription. ' +
    'Also selected by the test card 4000 0084 0000 1629.',
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: ['authorizePending'], actionRequired: '3ds' }] },
  threeDs: { onComplete: 'authorizeFailed' },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailedAfter3ds' },
    subscriptionCreated: false,
  },
};
