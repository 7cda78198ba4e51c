/**
 * The stored instrument's pure decision: what the host learns when the shopper selects it
 * (widget-spec section 4: selecting a saved instrument enables Pay). Valid, its network, no bin.
 */
import { networkOfBrand } from '../../card/brands';
import type { StoredInstrument } from '../../drop-in/payment-methods';
import type { DropInOptions } from '../../drop-in/types';

/**
 * app-spec section 5: stored instruments are shown unless the option equals false. The deprecated
 * showExistingCards still hides them when showStoredInstruments is not given (widget-spec section 8).
 */
export function storedInstrumentsShown(options: Pick<DropInOptions, 'showStoredInstruments' | 'showExistingCards'>): boolean {
  return (options.showStoredInstruments ?? options.showExistingCards) !== false;
}

export function instrumentState(instrument: StoredInstrument) {
  return { isValid: true, cardNetwork: networkOfBrand(instrument.brand), bin: null, billingAddress: null } as const;
}
