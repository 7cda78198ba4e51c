import { describe, expect, it } from 'vitest';
import { instrumentState, storedInstrumentsShown } from './decide';

describe('instrumentState', () => {
  it('a selected instrument is valid with its network and never a bin', () => {
    expect(instrumentState({ id: 'i1', paymentMethod: 'card', status: 'enabled', label: 'Visa •••• 4242', brand: 'VISA' })).toEqual({ isValid: true, cardNetwork: 'visa', bin: null, billingAddress: null });
    expect(instrumentState({ id: 'i2', paymentMethod: 'payPal', status: 'enabled', label: 'Unavailable', brand: 'DEFAULT' }).cardNetwork).toBeNull();
  });
});

describe('storedInstrumentsShown', () => {
  it('shows stored instruments unless showStoredInstruments is false, or, without it, the deprecated showExistingCards is', () => {
    expect(storedInstrumentsShown({})).toBe(true);
    expect(storedInstrumentsShown({ showStoredInstruments: false })).toBe(false);
    expect(storedInstrumentsShown({ showExistingCards: false })).toBe(false);
    expect(storedInstrumentsShown({ showExistingCards: true })).toBe(true);
    // The current option wins over the deprecated one.
    expect(storedInstrumentsShown({ showStoredInstruments: true, showExistingCards: false })).toBe(true);
    expect(storedInstrumentsShown({ showStoredInstruments: false, showExistingCards: true })).toBe(false);
  });
});
