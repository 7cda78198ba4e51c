import { passesLuhn } from './luhn';

/** Card networks of the card form (widget-spec section 3). */
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
 * Network rules of widget-spec section 5. Where the spec gives no prefix (mastercard, diners,
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
    prefixes: [one('606282')],
    lengths: range(16, 19),
    maxLength: 19,
    gaps: [4, 8, 12],
    cvvLength: 3,
  },
  { network: 'unionpay', prefixes: [one('62')], lengths: range(16, 19), maxLength: 19, gaps: [4, 8, 12], cvvLength: 3 },
  {
    network: 'maestro',
    prefixes: [one('5018'), one('5020'), one('5038'), one('5893'), one('6304'), ['6759', '6763']],
    lengths: range(12, 19),
    maxLength: 19,
    gaps: [4, 8, 12],
    cvvLength: 3,
  },
];

const RULES_BY_NETWORK = new Map(NETWORK_RULES.map((r) => [r.network, r]));

export function ruleFor(network: CardNetwork): NetworkRule {
  const rule = RULES_BY_NETWORK.get(network);
  if (!rule) throw new Error(`ruleFor: no rule for network "${network}"`);
  return rule;
}

/** Length of the prefix of `digits` that falls in `[from, to]`, or 0 when it does not match. */
function matchLength(digits: string, [from, to]: readonly [string, string]): number {
  if (digits.length < from.length) return 0;
  const head = digits.slice(0, from.length);
  return head >= from && head <= to ? from.length : 0;
}

/** The network of a (partial) number of digits, or null while no prefix matches. */
export function detectNetwork(digits: string): CardNetwork | null {
  let best: { network: CardNetwork; length: number } | null = null;
  for (const rule of NETWORK_RULES) {
    for (const prefix of rule.prefixes) {
      const length = matchLength(digits, prefix);
      if (length > 0 && (!best || length > best.length)) best = { network: rule.network, length };
    }
  }
  return best?.network ?? null;
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

/** Groups digits for display at the network's gaps (4-4-4-4 when unknown). */
export function formatCardNumber(digits: string, separator: ' ' | '-' = ' '): string {
  const network = detectNetwork(digits);
  const gaps = network ? ruleFor(network).gaps : [4, 8, 12];
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (gaps.includes(i)) out += separator;
    out += digits[i];
  }
  return out;
}
