import type { Scenario } from './types';

/**
 * The pay call answers authorizePending and every poll after it is still pending: the payment never
 * settles, and what the shopper sees depends on what they do (PayPal window cancelled, instant
 * payment never paid, bank redirect never opened).
 */
export const PAY_LEFT_PENDING: Scenario['provider'] = {
  authorize: { kind: 'accepted' },
  pay: { kind: 'final-state', code: 'authorizePending' },
  polls: [{ kind: 'statuses', append: [] }],
};
