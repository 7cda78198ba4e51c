import { FIRST_CHARGE_PAID } from './first-charge-paid';
import type { Scenario } from './types';

export const storedCardSuccess: Scenario = {
  id: 'stored-card-success',
  title: 'Stored card selected and authorized',
  description:
    'The shopper picks the stored Visa of the lookup instead of typing a card: Pay is enabled at once, ' +
    'authorize sends its paymentInstrumentId, and the second poll is authorizeSuccessful. Subscription recorded.',
  method: 'stored-card',
  ...FIRST_CHARGE_PAID,
};
