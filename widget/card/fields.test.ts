import { describe, expect, it } from 'vitest';
import {
  binOf,
  formatExpiryInput,
  isAcceptableExpiryYear,
  isExpired,
  isValidCvv,
  isValidExpiry,
  isValidHolder,
  isValidPin,
  parseExpiry,
  passesCvvRule,
} from './fields';

describe('holder', () => {
  it.each(["Jane O'Neil", 'Zoë Saldaña-Pérez', 'A. B', 'Al', '  Al  '])('accepts %s', (v) => expect(isValidHolder(v)).toBe(true));
  it.each(['J', ' ', '  ', ' J ', 'R2D2', 'Jane_Doe'])('rejects %j', (v) => expect(isValidHolder(v)).toBe(false));
});

describe('cvv', () => {
  it('needs 3 digits, or 4 for amex', () => {
    expect(isValidCvv('123', 'visa')).toBe(true);
    expect(isValidCvv('1234', 'visa')).toBe(false);
    expect(isValidCvv('1234', 'amex')).toBe(true);
    expect(isValidCvv('12a', null)).toBe(false);
  });
});

describe('passesCvvRule', () => {
  it.each(['', '123', '1234'])('accepts %j: empty, or 3-4 digits', (v) => expect(passesCvvRule(v)).toBe(true));
  it.each(['12', '12345', '12a', ' 123'])('rejects %j', (v) => expect(passesCvvRule(v)).toBe(false));
});

describe('isValidPin', () => {
  it.each(['1234', '000000000000', '98765'])('accepts %j', (v) => expect(isValidPin(v)).toBe(true));
  it.each(['', '123', '1234567890123', '12 34', '12a4'])('rejects %j', (v) => expect(isValidPin(v)).toBe(false));
});

describe('expiry', () => {
  const now = new Date(2026, 10, 22);
  it('parses MM/YY', () => {
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('1/26')).toBeNull();
  });
  it('keeps a card usable through its expiry month', () => {
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });
  it('formats while typing', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('4')).toBe('04/');
    expect(formatExpiryInput('1230')).toBe('12/30');
    expect(formatExpiryInput('12/3')).toBe('12/3');
  });
});

describe('binOf', () => {
  it('reveals nothing under 6 digits, 6 below 16 digits and 8 from 16', () => {
    expect(binOf('42424')).toBeNull();
    expect(binOf('424242')).toBe('424242');
    expect(binOf('4222222222222')).toBe('422222');
    expect(binOf('378282246310005')).toBe('378282');
    expect(binOf('4242424242424242')).toBe('42424242');
    expect(binOf('6011000990139424123')).toBe('60110009');
  });
});

describe('expiry years and the whole expiry rule', () => {
  const now = new Date(2026, 10, 22);
  it('accepts this year up to 50 years ahead, nothing before or after', () => {
    expect(isAcceptableExpiryYear(2025, now)).toBe(false);
    expect(isAcceptableExpiryYear(2026, now)).toBe(true);
    expect(isAcceptableExpiryYear(2076, now)).toBe(true);
    expect(isAcceptableExpiryYear(2077, now)).toBe(false);
  });

  it('needs an expiry that has not passed and is not too far ahead', () => {
    expect(isValidExpiry({ month: 11, year: 2026 }, now)).toBe(true);
    expect(isValidExpiry({ month: 10, year: 2026 }, now)).toBe(false);
    expect(isValidExpiry({ month: 1, year: 2077 }, now)).toBe(false);
    expect(isValidExpiry({ month: 12, year: 2076 }, now)).toBe(true);
  });
});
