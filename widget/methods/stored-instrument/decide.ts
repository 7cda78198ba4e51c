/**
 * The stored instrument's pure decision: what the host learns when the shopper selects it
 * (widget §4 in docs/spec-coverage.md: selecting a saved instrument enables Pay). Valid, its network, no bin.
 */
import { networkOfBrand } from '../../card/brands';
import type { StoredInstrument } from '../../drop-in/payment-methods';
import type { DropInOptions } from '../../drop-in/types';

/**
 * app §5 in docs/spec-coverage.md: stored instruments are shown unless the option equals false. The deprecated
 * showExistingCards still hides them when showStoredInstruments is not given (widget §8 in docs/spec-coverage.md).
 */
export function storedInstrumentsShown(options: Pick<DropInOptions, 'showStoredInstruments' | 'showExistingCards'>): boolean {
  return (options.showStoredInstruments ?? options.showExistingCards) !== false;
}

export function instrumentState(instrument: StoredInstrument) {
  return { isValid: true, cardNetwork: networkOfBrand(instrument.brand), bin: null, billingAddress: null } as const;
}
