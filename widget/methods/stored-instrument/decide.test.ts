import { describe, expect, it } from 'vitest';
import { instrumentState } from './decide';

describe('instrumentState', () => {
  it('a selected instrument is valid with its network and never a bin', () => {
    expect(instrumentState({ id: 'i1', paymentMethod: 'card', status: 'enabled', label: 'Visa •••• 4242', brand: 'VISA' })).toEqual({ isValid: true, cardNetwork: 'visa', bin: null, billingAddress: null });
    expect(instrumentState({ id: 'i2', paymentMethod: 'payPal', status: 'enabled', label: 'Unavailable', brand: 'DEFAULT' }).cardNetwork).toBeNull();
  });
});
