import { describe, expect, it } from 'vitest';
import { billingAddressOf } from './billing-address';

describe('billingAddressOf', () => {
  it("reads a wallet's billing contact into widget §3's billingAddress", () => {
    expect(billingAddressOf({ countryCode: 'us', postalCode: ' 94105 ', locality: 'San Francisco' })).toEqual({ country: { name: 'United States', code: 'US' }, postalCode: '94105' });
    expect(billingAddressOf({ countryCode: 'GB', country: 'United Kingdom' })).toEqual({ country: { name: 'United Kingdom', code: 'GB' }, postalCode: '' });
  });

  it('gives none without a two-letter country code', () => {
    for (const contact of [undefined, null, {}, { countryCode: 'USA' }, { countryCode: 1 }, 'US']) expect(billingAddressOf(contact)).toBeNull();
  });
});
