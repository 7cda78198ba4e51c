/** Numbers of the card field rules (widget §5 in docs/spec-coverage.md), each named with its unit. */

/** Card number input: every digit group typed between separators has 2 to 6 digits. */
export const CARD_GROUP_MIN_DIGITS = 2;
export const CARD_GROUP_MAX_DIGITS = 6;

/** PIN: 4 to 12 digits. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 12;

/** CVV: empty, or 3 to 4 digits. */
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;

/** Value masking in PROD: digits left visible for numbers of up to 15 digits, and for longer ones. */
export const MASK_VISIBLE_DIGITS_SHORT = 6;
export const MASK_VISIBLE_DIGITS_LONG = 8;
/** Longest card number that counts as short for masking (the spec's "15 or fewer"). */
export const MASK_SHORT_MAX_DIGITS = 15;

/** Expiry dates further ahead than this many years are refused: no issuer prints them (ADR 8). */
export const MAX_EXPIRY_YEARS_AHEAD = 50;
