import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, passesLuhn } from './luhn';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '378282246310005', '5555555555554444', '0'])(
    'accepts %s',
    (n) => expect(passesLuhn(n)).toBe(true),
  );

  it.each(['4242424242424241', '1234567812345678', '', '4242 4242 4242 4242', '42a2'])(
    'rejects %j',
    (n) => expect(passesLuhn(n)).toBe(false),
  );
});

describe('luhnCheckDigit', () => {
  it('completes a payload into a valid number', () => {
    expect(luhnCheckDigit('424242424242424')).toBe('2');
    expect(passesLuhn(`7992739871${luhnCheckDigit('7992739871')}`)).toBe(true);
  });

  it('refuses non-digits', () => {
    expect(() => luhnCheckDigit('12x')).toThrow(/digits only/);
  });
});

describe('passesLuhn reads the whole string', () => {
  // Each passes the Luhn sum if its letter is read as a digit: only the anchored digits rule refuses them.
  it.each(['a1', '18x', '1.'])('refuses %j, a non-digit at either end', (n) => expect(passesLuhn(n)).toBe(false));
});

describe('luhnCheckDigit tries every digit', () => {
  it('finds 9 when 9 is the check digit', () => {
    expect(luhnCheckDigit('5')).toBe('9');
    expect(luhnCheckDigit('')).toBe('0');
  });
});
