import { FIRST_CHARGE_PAID } from './first-charge-paid';
import type { Scenario } from './types';

export const renewalDeclinedThenRecovered: Scenario = {
  id: 'renewal-declined-then-recovered',
  title: 'Renewal declined, retried after 1 and 3 days, then paid',
  description:
    'The first charge is authorized. The first renewal is declined (not enough money on the card), the ' +
    'retry one day later is declined again, the retry three days after the due date is paid: the ' +
    'subscription stays active, with a failure email for each decline and a receipt for the charge.',
  ...FIRST_CHARGE_PAID,
  renewal: {
    charges: [{ kind: 'declined', reason: 'insufficient-funds' }, { kind: 'declined', reason: 'insufficient-funds' }, { kind: 'paid' }],
    expect: 'recovered',
  },
};
