import type { Scenario } from './types';

export const declined: Scenario = {
  id: 'declined',
  title: 'Card declined by the issuer',
  description:
    'Authorize is accepted, the first poll answers authorizeFailed. The widget fires its failure ' +
    'event with AUTHORIZATION_ERROR, the shopper sees the authorization-failed message and may try ' +
    'again; no subscription is recorded.',
  provider: {
    authorize: { kind: 'accepted' },
    polls: [{ kind: 'statuses', append: ['authorizeFailed'] }],
  },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
