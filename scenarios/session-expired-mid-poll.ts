import type { Scenario } from './types';

export const sessionExpiredMidPoll: Scenario = {
  id: 'session-expired-mid-poll',
  title: 'Session token rejected while polling (401)',
  description:
    'Authorize is accepted, then the second poll answers 401: the session expired while the shopper waited. ' +
    'The widget must stop polling at once (no retry of a 401), fire onPaymentSessionExpired and fail with ' +
    'AUTHENTICATION_ERROR. No subscription, even though authorize was accepted. The app\'s callback then ' +
    'fetches a fresh session (without a scenario), and Pay works again with the form as typed ' +
    '(e2e/session-expired.spec.ts).',
  provider: {
    authorize: { kind: 'accepted' },
    polls: [{ kind: 'statuses', append: [] }, { kind: 'http-error', status: 401 }],
  },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHENTICATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
