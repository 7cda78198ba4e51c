import { FIRST_CHARGE_PAID } from './first-charge-paid';
import type { Scenario } from './types';

export const renewalDeclinedCancelled: Scenario = {
  id: 'renewal-declined-cancelled',
  title: 'Renewal declined on every retry: past due, then cancelled',
  description:
    'The first charge is authorized. The renewal and both retries (1 and 3 days after the due date) ' +
    'are declined: the subscription becomes past due, and 7 days after the due date it is cancelled, ' +
    'with an email at each step. It never charges again.',
  ...FIRST_CHARGE_PAID,
  renewal: { charges: [{ kind: 'declined', reason: 'do-not-honor' }], expect: 'cancelled' },
};
