import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../../widget/constants';
import { exposedElementValue, maskCardNumber, MASK_CHAR, visibleDigitCount } from '../../../widget/card/masking';
import { formatCardNumber } from '../../../widget/card/networks';
import { digits, networkCard, RUNS } from './arbitraries';

const isSeparator = (c: string): boolean => c === ' ' || c === '-';

/** Card numbers as the frame may hold them: bare or grouped digits, partly masked ones, and any text. */
const shownNumber = fc.oneof(
  digits(0, 19),
  networkCard.chain(({ number }) => fc.constantFrom(number, formatCardNumber(number), formatCardNumber(number, '-'))),
  fc.string({ unit: fc.constantFrom('1', '2', '9', ' ', '-', MASK_CHAR), maxLength: 24 }),
  fc.string({ maxLength: 24 }),
  // Any Unicode, astral characters included: length is counted in UTF-16 units, like String.length.
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** The characters that count as digit positions, in order. */
const positions = (value: string): string[] => value.split('').filter((c) => !isSeparator(c));

describe('masking', () => {
  it('keeps the length in every environment', () => {
    fc.assert(
      fc.property(shownNumber, fc.constantFrom(...ENVIRONMENTS), (value, environment) => {
        expect(maskCardNumber(value, environment)).toHaveLength(value.length);
      }),
      RUNS,
    );
  });

  it('returns the value as is in DEV', () => {
    fc.assert(
      fc.property(shownNumber, (value) => {
        expect(maskCardNumber(value, 'DEV')).toBe(value);
        expect(exposedElementValue(value, 'other', 'DEV')).toBe(value);
      }),
      RUNS,
    );
  });

  it('shows in PROD the first 8 digits of numbers of 16 or more digits, 6 of shorter ones', () => {
    fc.assert(
      fc.property(shownNumber, (value) => {
        const before = positions(value);
        const after = positions(maskCardNumber(value, 'PROD'));
        const visible = before.length >= 16 ? 8 : 6;
        expect(visibleDigitCount(before.length)).toBe(visible);
        expect(after.slice(0, visible)).toEqual(before.slice(0, visible));
      }),
      RUNS,
    );
  });

  it('never reveals in PROD a character past the visible prefix', () => {
    fc.assert(
      fc.property(shownNumber, (value) => {
        const after = positions(maskCardNumber(value, 'PROD'));
        const hidden = after.slice(visibleDigitCount(after.length));
        expect(hidden.every((c) => c === MASK_CHAR)).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps spaces and hyphens where they were', () => {
    fc.assert(
      fc.property(shownNumber, (value) => {
        const masked = maskCardNumber(value, 'PROD');
        value.split('').forEach((c, i) => {
          if (isSeparator(c)) expect(masked.charAt(i)).toBe(c);
          else expect(isSeparator(masked.charAt(i))).toBe(false);
        });
      }),
      RUNS,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(shownNumber, fc.constantFrom(...ENVIRONMENTS), (value, environment) => {
        const once = maskCardNumber(value, environment);
        expect(maskCardNumber(once, environment)).toBe(once);
      }),
      RUNS,
    );
  });

  it('withholds every other element value in PROD and masks card numbers', () => {
    fc.assert(
      fc.property(shownNumber, (value) => {
        expect(exposedElementValue(value, 'other', 'PROD')).toBeNull();
        expect(exposedElementValue(value, 'cardNumber', 'PROD')).toBe(maskCardNumber(value, 'PROD'));
      }),
      RUNS,
    );
  });
});
