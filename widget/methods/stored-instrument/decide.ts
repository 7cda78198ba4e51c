/**
 * The stored instrument's pure decision: what the host learns when the shopper selects it
 * (widget-spec section 4: selecting a saved instrument enables Pay). Valid, its network, no bin.
 */
import { networkOfBrand } from '../../card/brands';
import type { StoredInstrument } from '../../drop-in/payment-methods';

export function instrumentState(instrument: StoredInstrument) {
  return { isValid: true, cardNetwork: networkOfBrand(instrument.brand), bin: null, billingAddress: null } as const;
}
