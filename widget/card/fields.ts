import { BIN_MAX_DIGITS, BIN_MIN_DIGITS } from '../constants';
import type { CardNetwork } from './networks';
import { ruleFor } from './networks';

/** Card holder: at least 2 characters from letters, space, comma, period, hyphen, apostrophe. */
export function isValidHolder(value: string): boolean {
  return /^[\p{L} ,.'-]{2,}$/u.test(value.trim()) && value.trim().length >= 2;
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

export interface Expiry {
  readonly month: number;
  /** Four-digit year. */
  readonly year: number;
}

/** Parses MM/YY (the default expiry format); null when it is not a real month. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is usable through the last day of its expiry month. */
export function isExpired(expiry: Expiry, now: Date): boolean {
  const currentMonthIndex = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < currentMonthIndex;
}

/** Formats typed characters as MM/YY while the shopper types ("1" stays, "12" becomes "12/"). */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The bin the host page may see: first up-to-8 digits, only once at least 6 are typed. */
export function binOf(digits: string): string | null {
  return digits.length >= BIN_MIN_DIGITS ? digits.slice(0, BIN_MAX_DIGITS) : null;
}
