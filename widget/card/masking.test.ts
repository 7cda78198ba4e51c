import { describe, expect, it } from 'vitest';
import { exposedElementValue, maskCardNumber, visibleDigitCount } from './masking';

describe('visibleDigitCount', () => {
  it('shows 6 digits up to 15 digits and 8 from 16 on', () => {
    expect(visibleDigitCount(15)).toBe(6);
    expect(visibleDigitCount(12)).toBe(6);
    expect(visibleDigitCount(16)).toBe(8);
    expect(visibleDigitCount(19)).toBe(8);
  });
});

describe('maskCardNumber', () => {
  it('returns the value as is in DEV', () => {
    expect(maskCardNumber('4242 4242 4242 4242', 'DEV')).toBe('4242 4242 4242 4242');
  });

  it('keeps 8 digits of a 16-digit number in PROD, separators in place', () => {
    expect(maskCardNumber('4242424242424242', 'PROD')).toBe('42424242XXXXXXXX');
    expect(maskCardNumber('4242-4242-4242-4242', 'PROD')).toBe('4242-4242-XXXX-XXXX');
  });

  it('keeps 6 digits of a 15-digit amex and 8 of a 19-digit number', () => {
    expect(maskCardNumber('3782 822463 10005', 'PROD')).toBe('3782 82XXXX XXXXX');
    expect(maskCardNumber('6011000990139424123', 'PROD')).toBe('60110009XXXXXXXXXXX');
  });

  it('is idempotent: a masked 16-digit number still counts as 16 digits', () => {
    const once = maskCardNumber('4242424242424242', 'PROD');
    expect(maskCardNumber(once, 'PROD')).toBe(once);
  });

  it('leaves short partial numbers whole', () => {
    expect(maskCardNumber('4242', 'PROD')).toBe('4242');
    expect(maskCardNumber('', 'PROD')).toBe('');
  });
});

describe('exposedElementValue', () => {
  it('returns every value in DEV', () => {
    expect(exposedElementValue('123', 'other', 'DEV')).toBe('123');
    expect(exposedElementValue('4242424242424242', 'cardNumber', 'DEV')).toBe('4242424242424242');
  });

  it('withholds values in PROD except a masked card number', () => {
    expect(exposedElementValue('123', 'other', 'PROD')).toBeNull();
    expect(exposedElementValue('4242424242424242', 'cardNumber', 'PROD')).toBe('42424242XXXXXXXX');
  });
});
