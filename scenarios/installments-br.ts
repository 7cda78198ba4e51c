import { FIRST_CHARGE_PAID } from './first-charge-paid';
import type { Scenario } from './types';

/** What a scenario changes in the card option of the lookup result (its clientConfig flags). */
export interface CardOptionOverride {
  readonly supportsBillingInfo?: boolean;
  readonly supportsInstallments?: boolean;
}

export const installmentsBr: Scenario = {
  id: 'installments-br',
  title: 'Card with installments and billing address (Brazilian card)',
  description:
    'The card option supports installments and billing info. A Brazilian card (bin 438935, e.g. ' +
    '4389 3500 0000 0002, or Hipercard 6062 8288 8866 6688) makes the BIN lookup answer BR, and the form ' +
    'offers "Split payment into monthly installments" with the BR options; any other card is issued in ' +
    'the US and gets none. The billing address (country, postal code when the country has one) is ' +
    'required. The authorize call carries installments.count when the shopper picked one; then it ' +
    'succeeds like `success`.',
  ...FIRST_CHARGE_PAID,
};

export const installmentsBrCardOption: CardOptionOverride = { supportsBillingInfo: true, supportsInstallments: true };
