import { describe, expect, it } from 'vitest';
import { payLabel } from './pay-label';

describe('payLabel', () => {
  it('names the amount due now, in its currency', () => {
    expect(payLabel({ value: '1.00', currency: 'USD' }, 'en', 'Pay')).toBe('Pay $1.00');
    expect(payLabel({ value: '32.99', currency: 'USD' }, 'en', 'Pay')).toBe('Pay $32.99');
    expect(payLabel({ value: '49', currency: 'EUR' }, 'en', 'Pay')).toBe('Pay €49.00');
  });
  it('speaks the shopper’s language with the plan’s currency (issue 33)', () => {
    expect(payLabel({ value: '1.00', currency: 'USD' }, 'pt-BR', 'Pagar')).toBe('Pagar US$\u00a01,00');
    expect(payLabel({ value: '1.00', currency: 'BRL' }, 'pt-BR', 'Pagar')).toBe('Pagar R$\u00a01,00');
    // Arabic: the amount isolated, its symbol whole ("US$ 1.00", never "$US").
    expect(payLabel({ value: '1.00', currency: 'USD' }, 'ar', 'ادفع')).toBe('ادفع \u2067\u200f1.00\u00a0US$\u200e\u2069');
    expect(payLabel({ value: '32.99', currency: 'EUR' }, 'de', 'Bezahlen')).toBe('Bezahlen 32,99\u00a0€');
  });
  it('says only the word for an amount it cannot read, never a wrong number', () => {
    expect(payLabel({ value: 'abc', currency: 'USD' }, 'en', 'Pay')).toBe('Pay');
    expect(payLabel({ value: 'abc', currency: 'USD' }, 'fr', 'Payer')).toBe('Payer');
  });
});
