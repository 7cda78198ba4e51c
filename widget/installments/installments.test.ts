import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/translator';
import { installmentLabel, installmentOptionsFor, NO_CARD_CLIENT_CONFIG, parseCardClientConfig } from './installments';

const BR = [
  { count: 2, amount: '0.50' },
  { count: 3, amount: '0.34' },
];

describe('parseCardClientConfig', () => {
  it('reads flags and installments per country', () => {
    const parsed = parseCardClientConfig({ supportsBillingInfo: true, supportsInstallments: true, installments: { BR } });
    expect(parsed).toEqual({ ok: true, config: { supportsBillingInfo: true, supportsInstallments: true, installments: { BR } } });
  });

  it('treats an absent config or absent flags as not supported', () => {
    expect(parseCardClientConfig(undefined)).toEqual({ ok: true, config: NO_CARD_CLIENT_CONFIG });
    expect(parseCardClientConfig({})).toEqual({ ok: true, config: NO_CARD_CLIENT_CONFIG });
  });

  it.each([
    ['a string', 'yes'],
    ['a non-boolean flag', { supportsInstallments: 'true' }],
    ['installments not an object', { installments: [] }],
    ['a lower-case country', { installments: { br: BR } }],
    ['an option without count', { installments: { BR: [{ amount: '0.50' }] } }],
    ['a count of 0', { installments: { BR: [{ count: 0, amount: '1.00' }] } }],
    ['a numeric amount', { installments: { BR: [{ count: 2, amount: 0.5 }] } }],
  ])('refuses %s (never fails open)', (_name, value) => {
    expect(parseCardClientConfig(value).ok).toBe(false);
  });
});

describe('installmentOptionsFor', () => {
  const config = { supportsBillingInfo: false, supportsInstallments: true, installments: { BR } };
  it("offers the issuer country's options only when installments are supported", () => {
    expect(installmentOptionsFor(config, 'BR')).toEqual(BR);
    expect(installmentOptionsFor(config, 'US')).toEqual([]);
    expect(installmentOptionsFor(config, null)).toEqual([]);
    expect(installmentOptionsFor({ ...config, supportsInstallments: false }, 'BR')).toEqual([]);
  });
});

describe('installmentLabel', () => {
  it('reads "count x amount" with the amount in the currency', () => {
    expect(installmentLabel({ count: 3, amount: '0.34' }, 'USD')).toBe('3 x $0.34');
    expect(installmentLabel({ count: 6, amount: '12.50' }, 'BRL')).toBe('6 x R$12.50');
    expect(installmentLabel({ count: 2, amount: '5.00' }, 'XX1')).toBe('2 x 5.00 XX1');
  });

  it('speaks the active language, with its plural and money format (issue 33)', async () => {
    try {
      await activateLocale('pt-BR');
      expect(installmentLabel({ count: 6, amount: '12.50' }, 'BRL')).toBe('6x de R$\u00a012,50');
      await activateLocale('es');
      expect(installmentLabel({ count: 1, amount: '12.50' }, 'EUR')).toBe('1 cuota de 12,50\u00a0€');
      expect(installmentLabel({ count: 3, amount: '4.00' }, 'USD')).toBe('3 cuotas de 4,00\u00a0US$');
    } finally {
      expect(activateLocale('en')).toBe(true);
    }
  });
});
