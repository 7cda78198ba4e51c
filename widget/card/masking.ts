import type { Environment } from '../constants';
import { MASK_SHORT_MAX_DIGITS, MASK_VISIBLE_DIGITS_LONG, MASK_VISIBLE_DIGITS_SHORT } from './constants';

/**
 * What hides a masked card digit: 'X', the letter the card number formats use for a digit
 * ('XXXX XXXX XXXX XXXX'); '*' was rejected because those formats already speak in X.
 */
export const MASK_CHAR = 'X';

/** Separators a shown card number may contain; they stay where they are and are never masked. */
const isSeparator = (char: string): boolean => char === ' ' || char === '-';

/**
 * How many leading digits stay visible in PROD for a card number of `length` digits (widget §5
 * in docs/spec-coverage.md): 6 for 15 or fewer, 8 for 16. Numbers of 17-19 digits also show 8, like 16: 8 is the
 * most the host page may see of any number anyway (the bin, `BIN_MAX_DIGITS`).
 */
export function visibleDigitCount(length: number): number {
  return length <= MASK_SHORT_MAX_DIGITS ? MASK_VISIBLE_DIGITS_SHORT : MASK_VISIBLE_DIGITS_LONG;
}

/**
 * A card number as the host page may see it (widget §5 in docs/spec-coverage.md, value masking). DEV: the value
 * as is. PROD: the first `visibleDigitCount` digits, then every further character replaced by 'X'.
 * Spaces and hyphens keep their place and do not count as digits; every other character counts as
 * a digit position, an 'X' included, so the result keeps the input's length and masking it again
 * changes nothing.
 *
 * @example maskCardNumber('4242 4242 4242 4242', 'PROD') // '4242 4242 XXXX XXXX'
 * @example maskCardNumber('378282246310005', 'PROD') // '378282XXXXXXXXX'
 */
export function maskCardNumber(value: string, environment: Environment): string {
  if (environment === 'DEV') return value;
  // UTF-16 units, not code points, so that the result's .length always equals the input's.
  const chars = value.split('');
  const positions = chars.filter((c) => !isSeparator(c)).length;
  const visible = visibleDigitCount(positions);
  let seen = 0;
  return chars
    .map((c) => {
      if (isSeparator(c)) return c;
      seen += 1;
      return seen <= visible ? c : MASK_CHAR;
    })
    .join('');
}

/** Which masking rule applies to an element value: card numbers are truncated, the rest withheld. */
export type MaskedField = 'cardNumber' | 'other';

/**
 * The value of a collect element the host page may get (widget §5 in docs/spec-coverage.md). DEV: the value as
 * is. PROD: getting values is disabled, so null, except a card number, which comes masked.
 *
 * @example exposedElementValue('123', 'other', 'PROD') // null
 */
export function exposedElementValue(value: string, field: MaskedField, environment: Environment): string | null {
  if (environment === 'DEV') return value;
  switch (field) {
    case 'cardNumber':
      return maskCardNumber(value, environment);
    case 'other':
      return null;
    default: {
      // Exhaustive: a new field kind must choose its rule here rather than leak its value.
      const unknownField: never = field;
      throw new Error(`exposedElementValue: unknown field "${String(unknownField)}"`);
    }
  }
}
