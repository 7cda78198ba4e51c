import { assertNever } from './assert-never';
/** Collect element types of widget §3 in docs/spec-coverage.md, and the groups the option rules treat alike. */

export const ELEMENT_TYPES = [
  'CVV',
  'EXPIRATION_DATE',
  'CARD_NUMBER',
  'CARDHOLDER_NAME',
  'INPUT_FIELD',
  'PIN',
  'EXPIRATION_MONTH',
  'EXPIRATION_YEAR',
  'textarea',
  'checkbox',
  'radio',
  'dropdown',
] as const;

export type ElementType = (typeof ELEMENT_TYPES)[number];

export const isElementType = (value: unknown): value is ElementType =>
  typeof value === 'string' && (ELEMENT_TYPES as readonly string[]).includes(value);

/**
 * How a type treats the `format` and `translation` options (widget §5 in docs/spec-coverage.md):
 * - 'ignored-with-warning': card holder, month, PIN, CVV, and the non-text types (the spec is
 *   silent on these; warning rather than failing matches the listed card types);
 * - 'input-mask': INPUT_FIELD, where format and translation define a mask;
 * - 'expiry', 'year', 'card-number': format picks a supported display format, falling back with a
 *   warning; translation is ignored with a warning.
 */
export type FormatKind = 'ignored-with-warning' | 'input-mask' | 'expiry' | 'year' | 'card-number';

export function formatKindOf(type: ElementType): FormatKind {
  switch (type) {
    case 'INPUT_FIELD':
      return 'input-mask';
    case 'EXPIRATION_DATE':
      return 'expiry';
    case 'EXPIRATION_YEAR':
      return 'year';
    case 'CARD_NUMBER':
      return 'card-number';
    case 'CVV':
    case 'CARDHOLDER_NAME':
    case 'PIN':
    case 'EXPIRATION_MONTH':
    case 'textarea':
    case 'checkbox':
    case 'radio':
    case 'dropdown':
      return 'ignored-with-warning';
    default:
      return assertNever(type);
  }
}

