import { PAY_LEFT_PENDING } from './pay-left-pending';
import type { Scenario } from './types';

export const redirectAbandoned: Scenario = {
  id: 'redirect-abandoned',
  title: 'Bank redirect never opens: failure after 30 s',
  description:
    'Pays with a generic redirect method (online banking). The pay call answers authorizePending with a ' +
    'redirect link, but the bank page never takes over (it answers 204, as an app link nobody handles), so ' +
    'the shopper is still on the checkout 30000 ms later and the widget fails with AUTHORIZATION_ERROR.',
  method: 'redirect',
  shopper: { action: 'abandon' },
  provider: PAY_LEFT_PENDING,
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHORIZATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
