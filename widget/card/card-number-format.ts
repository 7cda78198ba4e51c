import { CARD_GROUP_MAX_DIGITS, CARD_GROUP_MIN_DIGITS } from './constants';

/** Card number display formats a merchant may configure; the first is the default. */
export const CARD_NUMBER_FORMATS = ['XXXX XXXX XXXX XXXX', 'XXXX-XXXX-XXXX-XXXX'] as const;
export type CardNumberFormat = (typeof CARD_NUMBER_FORMATS)[number];
export const DEFAULT_CARD_NUMBER_FORMAT: CardNumberFormat = 'XXXX XXXX XXXX XXXX';

/** What may stand between two digit groups of a typed card number. */
export type CardSeparator = ' ' | '-';

/**
 * The separator to group a card number with (widget §5 in docs/spec-coverage.md): a hyphen if the configured
 * format is exactly `XXXX-XXXX-XXXX-XXXX`, a space for any other value, including none.
 *
 * @example cardSeparatorFor('XXXX-XXXX-XXXX-XXXX') // '-'
 * @example cardSeparatorFor(undefined) // ' '
 */
export function cardSeparatorFor(format: unknown): CardSeparator {
  return format === 'XXXX-XXXX-XXXX-XXXX' ? '-' : ' ';
}

const CARD_NUMBER_INPUT = new RegExp(
  `^\\d{${CARD_GROUP_MIN_DIGITS},${CARD_GROUP_MAX_DIGITS}}(?:[ -]\\d{${CARD_GROUP_MIN_DIGITS},${CARD_GROUP_MAX_DIGITS}})*$`,
);

/**
 * The card number input rule (widget §5 in docs/spec-coverage.md): groups of 2-6 digits, each pair of groups
 * separated by exactly one space or one hyphen (the two may mix). Read literally, so a run of more
 * than 6 digits without a separator fails: the frame always shows the number grouped by
 * `formatCardNumber`, whose output for every complete number keeps this rule. This checks the
 * shape only; network, length and Luhn are `checkCardNumber`'s job.
 *
 * @example matchesCardNumberInput('4242 4242-4242 4242') // true
 * @example matchesCardNumberInput('4242424242424242') // false: one group of 16 digits
 */
export function matchesCardNumberInput(value: string): boolean {
  return CARD_NUMBER_INPUT.test(value);
}
