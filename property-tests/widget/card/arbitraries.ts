/** Generators shared by the card property tests. Check digits come from `referenceCheckDigit`, never the code under test. */
import fc from 'fast-check';
import { NETWORK_RULES, type CardNetwork, type NetworkRule } from '../../../widget/card/networks';

/** Every property runs at least this often (the brief's floor). */
export const RUNS = { numRuns: 1000 } as const;

export const digitChar = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');

export const digits = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: digitChar, minLength, maxLength });

/**
 * Luhn check digit by the textbook formula, written apart from widget/card/luhn.ts so that the
 * properties do not test the code with itself: double every second digit counting from the
 * rightmost payload digit, and the check digit tops the sum up to a multiple of 10.
 */
export function referenceCheckDigit(payload: string): string {
  let sum = 0;
  [...payload].reverse().forEach((char, i) => {
    const digit = Number(char);
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return String((10 - (sum % 10)) % 10);
}

/** A payload completed with its check digit: a Luhn-valid number of 1-`maxLength` digits. */
export const luhnValid = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  digits(Math.max(0, minLength - 1), maxLength - 1).map((payload) => payload + referenceCheckDigit(payload));

/** A value from an inclusive range of equal-length digit strings, endpoints as likely as the middle. */
export const inRange = ([from, to]: readonly [string, string]): fc.Arbitrary<string> =>
  fc
    .oneof(fc.constant(Number(from)), fc.constant(Number(to)), fc.integer({ min: Number(from), max: Number(to) }))
    .map((n) => String(n).padStart(from.length, '0'));

/** A complete, Luhn-valid number of `rule`'s network: one of its prefixes, one of its lengths. */
export const cardOf = (rule: NetworkRule): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...rule.prefixes).chain(inRange), fc.constantFrom(...rule.lengths))
    .chain(([prefix, length]) =>
      digits(length - prefix.length - 1, length - prefix.length - 1).map((middle) => {
        const payload = prefix + middle;
        return payload + referenceCheckDigit(payload);
      }),
    );

/** A network with a complete, Luhn-valid number of it. */
export const networkCard: fc.Arbitrary<{ network: CardNetwork; number: string }> = fc
  .constantFrom(...NETWORK_RULES)
  .chain((rule) => cardOf(rule).map((number) => ({ network: rule.network, number })));

/**
 * Digit strings that often start inside some network's prefix ranges (or just past their ends),
 * where a random string would rarely land, followed by 0-`tail` more digits.
 */
export const prefixBiasedDigits = (tail: number): fc.Arbitrary<string> => {
  const nearPrefix = fc
    .constantFrom(...NETWORK_RULES.flatMap((rule) => rule.prefixes))
    .chain(([from, to]) =>
      fc.oneof(
        inRange([from, to]),
        // One past either end: where a range stops, the next one may begin.
        fc.constant(String(Number(to) + 1).padStart(to.length, '0').slice(0, to.length)),
        fc.constant(String(Math.max(0, Number(from) - 1)).padStart(from.length, '0')),
      ),
    );
  return fc.tuple(fc.oneof(nearPrefix, digits(0, 6)), digits(0, tail)).map(([head, rest]) => head + rest);
};
