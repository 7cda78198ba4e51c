import { describe, expect, it } from 'vitest';
import { acceptsDeliveryAddress } from './delivery-address';

describe('acceptsDeliveryAddress', () => {
  it('accepts an address in the US and refuses one elsewhere or without a country', () => {
    expect(acceptsDeliveryAddress({ city: 'New York', postalCode: '10001', state: 'NY', country: { code: 'US' } })).toBe(true);
    expect(acceptsDeliveryAddress({ city: 'London', postalCode: 'SW1A 2AA', state: '', country: { code: 'GB' } })).toBe(false);
    expect(acceptsDeliveryAddress({ city: '', postalCode: '', state: '', country: { code: '' } })).toBe(false);
  });
});
