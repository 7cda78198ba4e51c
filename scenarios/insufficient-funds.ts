import type { Scenario } from './types';

export const insufficientFunds: Scenario = {
  id: 'insufficient-funds',
  title: 'Declined for insufficient funds',
  description:
    'Like declined, but selected by the public test card 4000 0000 0000 9995 as well: the first poll ' +
    'answers authorizeFailed. AUTHORIZATION_ERROR, the authorization-failed message, no subscription.',
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: ['authorizeFailed'] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
