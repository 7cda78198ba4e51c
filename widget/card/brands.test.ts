import { describe, expect, it } from 'vitest';
import { parseCollectBrand, networkOfBrand } from './brands';
import { CARD_NETWORKS } from './networks';

describe('collect brands (widget §3)', () => {
  it.each([
    ['VISA', 'VISA'],
    ['visa', 'VISA'],
    ['DINERS_CLUB', 'DINERS_CLUB'],
    ['diners', 'DINERS_CLUB'],
    ['hipercard', 'HIPERCARD'],
    ['DEFAULT', 'DEFAULT'],
  ])('reads %s as %s', (value, brand) => {
    expect(parseCollectBrand(value)).toBe(brand);
  });

  it.each(['Visa', 'CARTES_BANCAIRES', 'elo', '', 'default', 'toString', '__proto__'])('refuses %j: no brand of the closed set', (value) => {
    expect(parseCollectBrand(value)).toBeNull();
  });

  it('maps every form network to one brand and back; DEFAULT has no network', () => {
    for (const network of CARD_NETWORKS) {
      const brand = parseCollectBrand(network);
      expect(brand).not.toBeNull();
      expect(brand && networkOfBrand(brand)).toBe(network);
    }
    expect(networkOfBrand('DEFAULT')).toBeNull();
  });
});
