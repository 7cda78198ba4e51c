import { FIRST_CHARGE_PAID } from './first-charge-paid';
import type { Scenario } from './types';

export const renewalSuccess: Scenario = {
  id: 'renewal-success',
  title: 'Card subscription renews every period',
  description:
    'The first charge is authorized as in success; every renewal charge of the stored card is paid. ' +
    'Advance the subscription by 7 days in the QA console: the weekly trial charges its regular ' +
    'price and a receipt is sent, then again every week.',
  ...FIRST_CHARGE_PAID,
  renewal: { charges: [{ kind: 'paid' }], expect: 'renewed' },
};
