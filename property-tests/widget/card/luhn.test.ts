import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, passesLuhn } from '../../../widget/card/luhn';
import { digits, luhnValid, referenceCheckDigit, RUNS } from './arbitraries';

/** The two positions `i` and `i + 1` swapped. */
const swapAt = (s: string, i: number): string => s.slice(0, i) + s.charAt(i + 1) + s.charAt(i) + s.slice(i + 2);

describe('Luhn', () => {
  it('accepts every number completed with the textbook check digit', () => {
    fc.assert(
      fc.property(luhnValid(1, 19), (number) => {
        expect(passesLuhn(number)).toBe(true);
      }),
      RUNS,
    );
  });

  it('luhnCheckDigit agrees with the textbook check digit', () => {
    fc.assert(
      fc.property(digits(0, 18), (payload) => {
        expect(luhnCheckDigit(payload)).toBe(referenceCheckDigit(payload));
      }),
      RUNS,
    );
  });

  it('rejects every single-digit change of a valid number', () => {
    const change = luhnValid(2, 19).chain((number) =>
      fc.tuple(fc.constant(number), fc.nat({ max: number.length - 1 }), fc.integer({ min: 1, max: 9 })),
    );
    fc.assert(
      fc.property(change, ([number, at, shift]) => {
        // Adding 1-9 modulo 10 always gives a different digit at `at`.
        const changed = String((Number(number.charAt(at)) + shift) % 10);
        const mutated = number.slice(0, at) + changed + number.slice(at + 1);
        expect(mutated).not.toBe(number);
        expect(passesLuhn(mutated)).toBe(false);
      }),
      RUNS,
    );
  });

  it('rejects every adjacent transposition except 09 and 90', () => {
    const swap = luhnValid(2, 19)
      .chain((number) => fc.tuple(fc.constant(number), fc.nat({ max: number.length - 2 })))
      .filter(([number, at]) => {
        const pair = number.slice(at, at + 2);
        // Equal digits swap to the same number; 09 <-> 90 is the one swap Luhn cannot see.
        return pair.charAt(0) !== pair.charAt(1) && pair !== '09' && pair !== '90';
      });
    fc.assert(
      fc.property(swap, ([number, at]) => {
        expect(passesLuhn(swapAt(number, at))).toBe(false);
      }),
      RUNS,
    );
  });

  it('does not see a 09 <-> 90 swap (the known blind spot, so the exclusion above is needed)', () => {
    fc.assert(
      fc.property(digits(0, 8), digits(0, 8), fc.constantFrom('09', '90'), (left, right, pair) => {
        const payload = left + pair + right;
        const number = payload + referenceCheckDigit(payload);
        expect(passesLuhn(swapAt(number, left.length))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rejects anything with a character that is not a digit', () => {
    const polluted = fc
      .tuple(digits(0, 10), fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /\D/.test(s)), digits(0, 10))
      .map(([a, junk, b]) => a + junk + b);
    fc.assert(
      fc.property(polluted, (value) => {
        expect(passesLuhn(value)).toBe(false);
      }),
      RUNS,
    );
  });
});
