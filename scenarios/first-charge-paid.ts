import type { Scenario } from './types';

/** The first purchase of every renewal scenario: a card authorized on the second poll, as in `success`. */
export const FIRST_CHARGE_PAID: Pick<Scenario, 'provider' | 'expect'> = {
  provider: {
    authorize: { kind: 'accepted' },
    polls: [
      { kind: 'statuses', append: [] },
      { kind: 'statuses', append: ['authorizeSuccessful'] },
    ],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
