import { FIRST_CHARGE_PAID } from './first-charge-paid';
import type { Scenario } from './types';

export const refundSuccess: Scenario = {
  id: 'refund-success',
  title: 'Paid, then withdrawn within 14 days and refunded',
  description:
    'The first charge is authorized as in success. Bought from the EU (attribution or billing country), ' +
    'the buyer may withdraw from the members’ area within 14 days: the provider refunds every charge ' +
    'of the contract, tells the merchant with a signed charge.refunded event, and a refund email follows.',
  ...FIRST_CHARGE_PAID,
  refund: { kind: 'succeeded' },
};
