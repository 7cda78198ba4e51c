import { FIRST_CHARGE_PAID } from './first-charge-paid';
import type { Scenario } from './types';

export const refundFailed: Scenario = {
  id: 'refund-failed',
  title: 'Withdrawn within 14 days, but the card refuses the refund',
  description:
    'The first charge is authorized as in success. When the EU buyer withdraws, the issuer refuses the ' +
    'refund (the card was closed): the provider reports charge.refund_failed, the withdrawal still ends ' +
    'access and is confirmed, and the buyer is told the money comes back by bank transfer instead.',
  ...FIRST_CHARGE_PAID,
  refund: { kind: 'failed', reason: 'card-closed' },
};
