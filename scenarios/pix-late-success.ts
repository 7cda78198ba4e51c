import type { PollAnswer, Scenario } from './types';

/** The instant-payment poll runs at 20000 + (n - 1) x 2000 ms; poll 300 is at 618000 ms, well before the 750000 ms time-out. */
const SUCCESS_AT_POLL = 300;
const stillPending: PollAnswer = { kind: 'statuses', append: [] };

export const pixLateSuccess: Scenario = {
  id: 'pix-late-success',
  title: 'Instant payment authorized late, at poll 300',
  description:
    'Pays with the instant-payment method (pix). The authorization-result poll answers pending 299 times and ' +
    'authorizeSuccessful at poll 300 (about 10 minutes in), inside the 750000 ms time-out: the widget must ' +
    'still honour it. Success, popup closed, subscription recorded.',
  method: 'pix',
  shopper: { action: 'approve' },
  provider: {
    authorize: { kind: 'accepted' },
    pay: { kind: 'final-state', code: 'authorizePending' },
    polls: [
      stillPending,
      ...Array.from({ length: SUCCESS_AT_POLL - 2 }, () => stillPending),
      { kind: 'statuses', append: ['authorizeSuccessful'] },
    ],
  },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
