import { describe, expect, it } from 'vitest';
import { cardDigits, checkCardNumber, detectNetwork, formatCardNumber } from './networks';

describe('detectNetwork', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['30569309025904', 'diners'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['6062826786276634', 'hipercard'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', 'maestro'],
  ] as const)('%s is %s', (digits, network) => {
    expect(detectNetwork(digits)).toBe(network);
  });

  it('knows nothing before a prefix matches', () => {
    expect(detectNetwork('')).toBeNull();
    expect(detectNetwork('9')).toBeNull();
  });

  it('prefers the longest prefix: 606282 is hipercard, not a shorter range', () => {
    expect(detectNetwork('606282')).toBe('hipercard');
  });
});

describe('checkCardNumber', () => {
  it('accepts a spaced visa test card', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({ network: 'visa', isComplete: true, isValid: true });
  });

  it('rejects a Luhn-invalid number of the right length', () => {
    expect(checkCardNumber('4242424242424241').isValid).toBe(false);
  });

  it('rejects an amex of visa length', () => {
    expect(checkCardNumber('3782822463100051').isValid).toBe(false);
  });

  it('rejects letters', () => {
    expect(checkCardNumber('4242x').isValid).toBe(false);
    expect(cardDigits('4242x')).toBeNull();
  });
});

describe('formatCardNumber', () => {
  it('groups visa 4-4-4-4 and amex 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424', '-')).toBe('4242-4');
  });
});
