import type { Scenario } from './types';

export const rateLimited429: Scenario = {
  id: 'rate-limited-429',
  title: 'Polls rate-limited twice, then authorized',
  description:
    'The first two polls answer 429 Too Many Requests; the widget must wait longer and retry, and the ' +
    'third poll shows authorizeSuccessful. Ends in success with a subscription.',
  provider: {
    authorize: { kind: 'accepted' },
    polls: [
      { kind: 'http-error', status: 429 },
      { kind: 'http-error', status: 429 },
      { kind: 'statuses', append: ['authorizeSuccessful'] },
    ],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
