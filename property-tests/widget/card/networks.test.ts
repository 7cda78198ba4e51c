import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NETWORK_RULES,
  cardNumberGroups,
  checkCardNumber,
  detectNetwork,
  formatCardNumber,
  longestPrefixMatches,
  ruleFor,
} from '../../../widget/card/networks';
import { SPEC_LENGTHS, SPEC_PREFIXES } from '../../../widget/card/spec-networks.test-support';
import { digits, networkCard, prefixBiasedDigits, referenceCheckDigit, RUNS } from './arbitraries';

describe('networks follow widget §5', () => {
  it('gives every number with a prefix the spec names to that network', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_PREFIXES), digits(0, 13), ([prefix, network], rest) => {
        expect(detectNetwork(prefix + rest)).toBe(network);
      }),
      RUNS,
    );
  });

  it('accepts a Luhn-valid number of a network exactly at the lengths the spec gives', () => {
    const candidate = networkCard.chain(({ network, number }) =>
      fc.integer({ min: 10, max: 21 }).chain((length) =>
        digits(length - 7, length - 7).map((middle) => {
          const payload = number.slice(0, 6) + middle;
          return { network, number: payload + referenceCheckDigit(payload) };
        }),
      ),
    );
    fc.assert(
      fc.property(candidate, ({ network, number }) => {
        const lengths = SPEC_LENGTHS[network];
        fc.pre(lengths !== undefined);
        expect(checkCardNumber(number).isValid).toBe(lengths?.includes(number.length));
      }),
      RUNS,
    );
  });
});

describe('networks', () => {
  it('detects a generated number as exactly its network, and accepts it', () => {
    // No prefix in the table lies inside another network's prefix, so no generated number can
    // belong to a longer prefix elsewhere; were one added, this property would say so.
    fc.assert(
      fc.property(networkCard, ({ network, number }) => {
        expect(detectNetwork(number)).toBe(network);
        expect(longestPrefixMatches(number)).toEqual([network]);
        expect(checkCardNumber(number)).toEqual({ network, isComplete: true, isValid: true });
      }),
      RUNS,
    );
  });

  it('accepts the same number typed with spaces or hyphens', () => {
    fc.assert(
      fc.property(networkCard, fc.constantFrom(' ', '-' as const), ({ network, number }, separator) => {
        expect(checkCardNumber(formatCardNumber(number, separator))).toEqual({ network, isComplete: true, isValid: true });
      }),
      RUNS,
    );
  });

  it('claims no digit string for two networks: at most one rule has the longest match', () => {
    fc.assert(
      fc.property(prefixBiasedDigits(13), (value) => {
        const longest = longestPrefixMatches(value);
        expect(longest.length).toBeLessThanOrEqual(1);
        expect(detectNetwork(value)).toBe(longest[0] ?? null);
      }),
      RUNS,
    );
  });

  it('keeps the network of a number as more digits are typed', () => {
    fc.assert(
      fc.property(networkCard, fc.nat({ max: 18 }), ({ network, number }, cut) => {
        // Every prefix in the table is at most 6 digits, so 6 typed digits settle the network.
        const partial = number.slice(0, Math.max(6, cut));
        expect(detectNetwork(partial)).toBe(network);
      }),
      RUNS,
    );
  });

  it('rejects a number of its network whose check digit is wrong', () => {
    fc.assert(
      fc.property(networkCard, fc.integer({ min: 1, max: 9 }), ({ network, number }, shift) => {
        const wrong = String((Number(number.slice(-1)) + shift) % 10);
        const result = checkCardNumber(number.slice(0, -1) + wrong);
        expect(result.network).toBe(network);
        expect(result.isValid).toBe(false);
      }),
      RUNS,
    );
  });

  it('rejects a Luhn-valid number of a length its network does not allow', () => {
    const wrongLength = fc
      .constantFrom(...NETWORK_RULES)
      .chain((rule) =>
        fc.tuple(
          fc.constant(rule),
          fc.constantFrom(...rule.prefixes),
          fc.integer({ min: 8, max: 22 }).filter((n) => !rule.lengths.includes(n)),
        ),
      )
      .chain(([rule, [from], length]) =>
        digits(length - from.length - 1, length - from.length - 1).map((middle) => ({
          network: rule.network,
          number: from + middle + referenceCheckDigit(from + middle),
        })),
      );
    fc.assert(
      fc.property(wrongLength, ({ network, number }) => {
        const result = checkCardNumber(number);
        expect(result.network).toBe(network);
        expect(result.isValid).toBe(false);
      }),
      RUNS,
    );
  });

  it('never lets more digits be typed than a network accepts and never calls a shorter number complete', () => {
    fc.assert(
      fc.property(networkCard, ({ network, number }) => {
        const rule = ruleFor(network);
        expect(number.length).toBeLessThanOrEqual(rule.maxLength);
        const shortest = Math.min(...rule.lengths);
        expect(checkCardNumber(number.slice(0, shortest - 1)).isComplete).toBe(false);
      }),
      RUNS,
    );
  });

  it('groups a number into sizes that add up to its length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), fc.constantFrom(null, ...NETWORK_RULES.map((r) => r.network)), (length, network) => {
        const groups = cardNumberGroups(length, network);
        expect(groups.reduce((a, b) => a + b, 0)).toBe(length);
        expect(groups.every((g) => g > 0)).toBe(true);
      }),
      RUNS,
    );
  });
});
