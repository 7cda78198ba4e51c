import { CARD_GROUP_MAX_DIGITS } from './constants';
import { passesLuhn } from './luhn';

/** Card networks of the card form (widget §3 in docs/spec-coverage.md). */
export const CARD_NETWORKS = [
  'amex',
  'diners',
  'discover',
  'hipercard',
  'jcb',
  'maestro',
  'mastercard',
  'unionpay',
  'visa',
] as const;

export type CardNetwork = (typeof CARD_NETWORKS)[number];

export interface NetworkRule {
  readonly network: CardNetwork;
  /** Prefixes as inclusive ranges of equal-length digit strings; a single prefix is [p, p]. */
  readonly prefixes: readonly (readonly [string, string])[];
  /** Lengths at which a number of this network is complete and may be valid. */
  readonly lengths: readonly number[];
  /** Most digits the number field accepts for this network. */
  readonly maxLength: number;
  /** Digit group sizes for display. */
  readonly gaps: readonly number[];
  readonly cvvLength: number;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const one = (p: string): readonly [string, string] => [p, p];

/**
 * Network rules of widget §5 in docs/spec-coverage.md. Where the spec gives no prefix (mastercard, diners,
 * discover, maestro) the networks' published ranges are used. A number belongs to the network whose
 * matching prefix is longest, so ranges that nest (606282 inside 60…) never claim a number twice.
 */
export const NETWORK_RULES: readonly NetworkRule[] = [
  { network: 'visa', prefixes: [one('4')], lengths: range(13, 16), maxLength: 19, gaps: [4, 8, 12], cvvLength: 3 },
  {
    network: 'mastercard',
    prefixes: [['51', '55'], ['2221', '2720']],
    lengths: [16],
    maxLength: 16,
    gaps: [4, 8, 12],
    cvvLength: 3,
  },
  { network: 'amex', prefixes: [one('34'), one('37')], lengths: [15], maxLength: 15, gaps: [4, 10], cvvLength: 4 },
  {
    network: 'diners',
    prefixes: [['300', '305'], one('36'), one('38'), one('39')],
    lengths: range(14, 19),
    maxLength: 19,
    gaps: [4, 10],
    cvvLength: 3,
  },
  {
    network: 'discover',
    prefixes: [one('6011'), ['644', '649'], one('65')],
    lengths: range(16, 19),
    maxLength: 19,
    gaps: [4, 8, 12],
    cvvLength: 3,
  },
  { network: 'jcb', prefixes: [one('35')], lengths: range(16, 19), maxLength: 19, gaps: [4, 8, 12], cvvLength: 3 },
  {
    network: 'hipercard',
    // Spec section 5 gives hipercard a prefix but no length: 16-19, like the other 6-prefixed networks.
    prefixes: [one('606282')],
    lengths: range(16, 19),
    maxLength: 19,
    gaps: [4, 8, 12],
    cvvLength: 3,
  },
  { network: 'unionpay', prefixes: [one('62')], lengths: range(16, 19), maxLength: 19, gaps: [4, 8, 12], cvvLength: 3 },
  {
    network: 'maestro',
    // The ranges real Maestro cards are issued in (credit-card-type's list, ADR 8): the 50 ranges,
    // 56-59, 63 and 67; not 493698 (the spec gives every 4 to visa) nor the catch-all 6.
    prefixes: [['500000', '504174'], ['504176', '506698'], ['506779', '508999'], ['56', '59'], one('63'), one('67')],
    lengths: range(12, 19),
    maxLength: 19,
    gaps: [4, 8, 12],
    cvvLength: 3,
  },
];

// A look-up in the table, not a Map built at load: the host page imports only CARD_NETWORKS from here, and a Map
// built at module load kept the whole rule table in the widget's host chunk, unused (about 1 kB).
export function ruleFor(network: CardNetwork): NetworkRule {
  const rule = NETWORK_RULES.find((r) => r.network === network);
  if (!rule) throw new Error(`ruleFor: no rule for network "${network}"`);
  return rule;
}

/** Length of the prefix of `digits` that falls in `[from, to]`, or 0 when it does not match. */
function matchLength(digits: string, [from, to]: readonly [string, string]): number {
  if (digits.length < from.length) return 0;
  const head = digits.slice(0, from.length);
  return head >= from && head <= to ? from.length : 0;
}

/** Each network's longest matching prefix length for `digits`; networks that do not match are left out. */
function prefixMatches(digits: string): { network: CardNetwork; length: number }[] {
  const matches: { network: CardNetwork; length: number }[] = [];
  for (const rule of NETWORK_RULES) {
    const length = Math.max(0, ...rule.prefixes.map((prefix) => matchLength(digits, prefix)));
    if (length > 0) matches.push({ network: rule.network, length });
  }
  return matches;
}

/**
 * The networks whose matching prefix is the longest for `digits`. The rule table keeps this to at
 * most one network for every digit string (a property test checks it), so no number is claimed
 * by two networks; an empty list means no prefix matches yet.
 */
export function longestPrefixMatches(digits: string): CardNetwork[] {
  const matches = prefixMatches(digits);
  const longest = Math.max(0, ...matches.map((m) => m.length));
  return matches.filter((m) => m.length === longest).map((m) => m.network);
}

/** The network of a (partial) number of digits, or null while no prefix matches. */
export function detectNetwork(digits: string): CardNetwork | null {
  return longestPrefixMatches(digits)[0] ?? null;
}

/** Digits of a typed card number: spaces and hyphens removed; null if anything else is present. */
export function cardDigits(input: string): string | null {
  const stripped = input.replace(/[\s-]/g, '');
  return /^\d*$/.test(stripped) ? stripped : null;
}

export interface CardNumberCheck {
  readonly network: CardNetwork | null;
  /** Long enough for its network (or 19 digits when unknown): typing more would not help. */
  readonly isComplete: boolean;
  readonly isValid: boolean;
}

/** Validates a card number: known network, a length its network allows, and the Luhn check. */
export function checkCardNumber(input: string): CardNumberCheck {
  const digits = cardDigits(input);
  if (digits === null || digits.length === 0) return { network: null, isComplete: false, isValid: false };
  const network = detectNetwork(digits);
  if (!network) return { network: null, isComplete: digits.length >= 19, isValid: false };
  const rule = ruleFor(network);
  const isComplete = digits.length >= Math.max(...rule.lengths);
  const isValid = rule.lengths.includes(digits.length) && passesLuhn(digits);
  return { network, isComplete: isComplete || isValid, isValid };
}

/** Digits per group after the network's last gap: long tails are cut in fours, as the first groups are. */
const TAIL_GROUP_DIGITS = 4;

/**
 * Group sizes for showing `length` digits of `network` (unknown: 4-4-4-4). The network's gaps come
 * first; then, so that every complete number keeps the input rule of groups of 2-6 digits
 * (widget §5 in docs/spec-coverage.md), a tail longer than 6 digits is cut in fours, and a lone last digit is
 * joined to the group before it once the length is one the network allows (13-digit visa: 4-4-5).
 * While the shopper is still typing a shorter number, a lone digit stays its own group.
 *
 * @example cardNumberGroups(16, 'visa') // [4, 4, 4, 4]
 * @example cardNumberGroups(19, 'diners') // [4, 6, 4, 5]
 */
export function cardNumberGroups(length: number, network: CardNetwork | null): number[] {
  const rule = network ? ruleFor(network) : null;
  const gaps = rule ? rule.gaps : [4, 8, 12];
  const groups: number[] = [];
  let start = 0;
  for (const gap of gaps) {
    if (gap >= length) break;
    groups.push(gap - start);
    start = gap;
  }
  let tail = length - start;
  while (tail > CARD_GROUP_MAX_DIGITS) {
    groups.push(TAIL_GROUP_DIGITS);
    tail -= TAIL_GROUP_DIGITS;
  }
  if (tail > 0) groups.push(tail);
  const last = groups.length - 1;
  const beforeLast = groups[last - 1];
  if (
    rule?.lengths.includes(length) &&
    groups[last] === 1 &&
    beforeLast !== undefined &&
    beforeLast < CARD_GROUP_MAX_DIGITS
  ) {
    groups.splice(last - 1, 2, beforeLast + 1);
  }
  return groups;
}

/**
 * Groups digits for display with `cardNumberGroups` (4-4-4-4 when the network is unknown). Pick
 * the separator with `cardSeparatorFor(format)`; stripping the separators gives the digits back.
 *
 * @example formatCardNumber('378282246310005') // '3782 822463 10005'
 */
export function formatCardNumber(digits: string, separator: ' ' | '-' = ' '): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of cardNumberGroups(digits.length, detectNetwork(digits))) {
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(separator);
}
