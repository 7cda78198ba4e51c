import { BIN_MIN_DIGITS } from '../constants';
import { CVV_MAX_DIGITS, CVV_MIN_DIGITS, MAX_EXPIRY_YEARS_AHEAD, PIN_MAX_DIGITS, PIN_MIN_DIGITS } from './constants';
import { formatExpiryInputAs, parseExpiryAs, type Expiry } from './expiry';
import { visibleDigitCount } from './masking';
import type { CardNetwork } from './networks';
import { ruleFor } from './networks';

export type { Expiry } from './expiry';

/** Card holder: at least 2 characters from letters, space, comma, period, hyphen, apostrophe. */
export function isValidHolder(value: string): boolean {
  return /^[\p{L} ,.'-]{2,}$/u.test(value.trim());
}

/**
 * CVV: 3 digits, or 4 for networks whose code has 4 (amex). The spec's input max length of 3 is
 * widened to the network's code length so that an amex code can be typed at all.
 */
export function cvvLength(network: CardNetwork | null): number {
  return network ? ruleFor(network).cvvLength : 3;
}

export function isValidCvv(value: string, network: CardNetwork | null): boolean {
  return new RegExp(`^\\d{${cvvLength(network)}}$`).test(value);
}

const CVV_RULE = new RegExp(`^(?:\\d{${CVV_MIN_DIGITS},${CVV_MAX_DIGITS}})?$`);

/**
 * The spec's own CVV rule (widget §5 in docs/spec-coverage.md): empty, or 3-4 digits, whatever the network.
 * `isValidCvv` is the stricter check the card form uses (exact length for the network, never
 * empty), so every value it accepts also passes this rule.
 */
export function passesCvvRule(value: string): boolean {
  return CVV_RULE.test(value);
}

const PIN_RULE = new RegExp(`^\\d{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`);

/** PIN (widget §5 in docs/spec-coverage.md): 4-12 digits, nothing else. @example isValidPin('0000') // true */
export function isValidPin(value: string): boolean {
  return PIN_RULE.test(value);
}

/** Parses MM/YY (the default expiry format); null when it is not a real month. See `parseExpiryAs`. */
export function parseExpiry(value: string): Expiry | null {
  return parseExpiryAs(value, 'MM/YY');
}

/** A card is usable through the last day of its expiry month. */
export function isExpired(expiry: Expiry, now: Date): boolean {
  const currentMonthIndex = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < currentMonthIndex;
}

/** An expiry year a card may carry: this year up to MAX_EXPIRY_YEARS_AHEAD years ahead. */
export function isAcceptableExpiryYear(year: number, now: Date): boolean {
  return year >= now.getFullYear() && year <= now.getFullYear() + MAX_EXPIRY_YEARS_AHEAD;
}

/**
 * The expiry rule, for the single field and for the month/year pair alike: not expired, and not
 * more than MAX_EXPIRY_YEARS_AHEAD years ahead.
 * @example isValidExpiry({ month: 10, year: 2026 }, new Date('2026-11-22')) // false: October has passed
 */
export function isValidExpiry(expiry: Expiry, now: Date): boolean {
  return !isExpired(expiry, now) && isAcceptableExpiryYear(expiry.year, now);
}

/** Formats typed characters as MM/YY while the shopper types ("1" stays, "12" becomes "12/"). */
export function formatExpiryInput(raw: string): string {
  return formatExpiryInputAs(raw, 'MM/YY');
}

/**
 * The leading digits the host page may see (card-industry masking, issue 11): the first 6 for a
 * number of up to 15 digits, the first 8 from 16 digits; nothing under 6. Never more, so that with
 * the last 4 a 13-digit number keeps 3 unknown digits (Luhn fixes only one).
 * @example binOf('4222222222222') // '422222'
 */
export function binOf(digits: string): string | null {
  return digits.length >= BIN_MIN_DIGITS ? digits.slice(0, visibleDigitCount(digits.length)) : null;
}
