/**
 * Element state of the collect container (widget §3 in docs/spec-coverage.md): isEmpty, isComplete, isValid,
 * isFocused, value, isRequired, computed from the value with the card rules of widget/card and
 * the element's own validation rules. The value is exposed per environment (section 5).
 */
import { isAcceptableExpiryYear, isValidExpiry, isValidCvv, isValidHolder, isValidPin, cvvLength, passesCvvRule } from '../card/fields';
import { parseExpiryAs, parseExpiryMonth, parseExpiryYear, type YearFormat } from '../card/expiry';
import { matchesCardNumberInput } from '../card/card-number-format';
import { exposedElementValue } from '../card/masking';
import { checkCardNumber, type CardNetwork } from '../card/networks';
import type { Environment } from '../constants';
import { assertNever } from './assert-never';
import type { InputMask, ResolvedElement } from './element-options';
import { firstFailedRule } from './validation-rules';

export interface ElementState {
  readonly isEmpty: boolean;
  readonly isComplete: boolean;
  readonly isValid: boolean;
  readonly isFocused: boolean;
  /** DEV: the value. PROD: null, except a card number, masked past its first 6 or 8 digits. */
  readonly value: string | null;
  readonly isRequired: boolean;
}

/** What the state of one element depends on. */
export interface StateInput {
  readonly element: Pick<ResolvedElement, 'type' | 'required' | 'validations' | 'expiryFormat' | 'yearFormat' | 'mask'>;
  readonly value: string;
  /** Default: false. */
  readonly isFocused?: boolean;
  /** Default: PROD, which exposes no value. */
  readonly environment?: Environment;
  /** For expiry checks. Default: the current time. */
  readonly now?: Date;
  /** The card number's network, when the container has one: a CVV then needs its exact length. Default: null. */
  readonly cardNetwork?: CardNetwork | null;
  /**
   * For an EXPIRATION_MONTH element: the container's EXPIRATION_YEAR value and format, so that the
   * pair is checked together (an October 26 card has expired in November 2026). Default: none.
   */
  readonly pairedYear?: { readonly value: string; readonly yearFormat: YearFormat } | null;
  /** Other elements' values, for ELEMENT_VALUE_MATCH_RULE. Default: none known. */
  readonly otherValue?: (name: string) => string | undefined;
}

/** Whether `value` fills `mask` exactly: translated characters match their regex, others are literal. */
export function matchesMask(value: string, mask: InputMask): boolean {
  const pattern = [...mask.pattern];
  const chars = [...value];
  if (chars.length !== pattern.length) return false;
  return pattern.every((p, i) => {
    const c = chars[i] ?? '';
    const rule = mask.translation[p];
    return rule ? new RegExp(`^(?:${rule.source})$`, rule.flags).test(c) : c === p;
  });
}

interface TypeCheck {
  readonly isValid: boolean;
  /** Null where the type has no length of its own to reach: complete then means valid, rules included. */
  readonly isComplete: boolean | null;
}

/** The type's own rule for a non-empty value (widget §5 in docs/spec-coverage.md). */
function checkByType(input: StateInput, now: Date): TypeCheck {
  const { element, value } = input;
  const network = input.cardNetwork ?? null;
  const same = (isValid: boolean): TypeCheck => ({ isValid, isComplete: null });
  switch (element.type) {
    case 'CARDHOLDER_NAME':
      return same(isValidHolder(value));
    case 'CARD_NUMBER': {
      // widget §5 in docs/spec-coverage.md: groups of 2-6 digits separated by a space or hyphen, then network, length and Luhn.
      const check = checkCardNumber(value);
      return { isValid: check.isValid && matchesCardNumberInput(value.trim()), isComplete: check.isComplete };
    }
    case 'EXPIRATION_DATE': {
      const expiry = parseExpiryAs(value, element.expiryFormat);
      return { isValid: expiry !== null && isValidExpiry(expiry, now), isComplete: value.length === element.expiryFormat.length };
    }
    case 'EXPIRATION_MONTH': {
      const month = parseExpiryMonth(value);
      const paired = input.pairedYear;
      const year = paired ? parseExpiryYear(paired.value, paired.yearFormat) : null;
      // The pair is checked together once the year is readable; until then the month alone.
      const isValid = month !== null && (year === null || isValidExpiry({ month, year }, now));
      return { isValid, isComplete: value.length === 2 };
    }
    case 'EXPIRATION_YEAR': {
      const year = parseExpiryYear(value, element.yearFormat);
      return { isValid: year !== null && isAcceptableExpiryYear(year, now), isComplete: value.length === element.yearFormat.length };
    }
    case 'CVV':
      // With a known network the exact code length (isValidCvv); alone, the spec's 3-4 digits.
      return {
        isValid: network ? isValidCvv(value, network) : passesCvvRule(value),
        isComplete: value.length === cvvLength(network),
      };
    case 'PIN':
      return same(isValidPin(value));
    case 'INPUT_FIELD':
      return same(element.mask === null || matchesMask(value, element.mask));
    case 'textarea':
    case 'checkbox':
    case 'radio':
    case 'dropdown':
      return same(true);
    default:
      return assertNever(element.type);
  }
}

/**
 * The state of one element. Empty (blank after trimming): valid exactly when not required, never
 * complete. Otherwise the type's rule and then every validation rule must pass.
 *
 * @example computeElementState({ element, value: '4242 4242 4242 4242', environment: 'PROD' }).value
 *   // '4242 4242 XXXX XXXX'
 */
export function computeElementState(input: StateInput): ElementState {
  const { element, value } = input;
  const environment = input.environment ?? 'PROD';
  const isEmpty = value.trim() === '';
  const base = {
    isEmpty,
    isFocused: input.isFocused ?? false,
    isRequired: element.required,
    value: exposedElementValue(value, element.type === 'CARD_NUMBER' ? 'cardNumber' : 'other', environment),
  };
  if (isEmpty) return { ...base, isValid: !element.required, isComplete: false };
  const byType = checkByType(input, input.now ?? new Date());
  const failedRule = firstFailedRule(element.validations, value, input.otherValue ?? (() => undefined));
  const isValid = byType.isValid && failedRule === null;
  // Where the type has a length, complete says it is fully typed, not that it passes.
  return { ...base, isValid, isComplete: byType.isComplete ?? isValid };
}
