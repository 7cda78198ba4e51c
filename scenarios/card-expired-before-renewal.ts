import { FIRST_CHARGE_PAID } from './first-charge-paid';
import type { Scenario } from './types';

export const cardExpiredBeforeRenewal: Scenario = {
  id: 'card-expired-before-renewal',
  title: 'Stored card expired before the renewal',
  description:
    'The first charge is authorized, but the card expires before the first renewal: the issuer ' +
    'refuses it as expired. Retrying an expired card cannot succeed, so there are no retries: the ' +
    'subscription is past due at once and cancelled 7 days after the due date, with an email each time.',
  ...FIRST_CHARGE_PAID,
  renewal: { charges: [{ kind: 'declined', reason: 'card-expired' }], expect: 'cancelled' },
};
