/**
 * Element options of the collect container (widget §3 and §5 in docs/spec-coverage.md), parsed once into a
 * resolved element: every check raises its own catalogue code, every ignored option a warning.
 */
import { CARD_NUMBER_FORMATS, DEFAULT_CARD_NUMBER_FORMAT, type CardNumberFormat } from '../card/card-number-format';
import {
  DEFAULT_EXPIRY_FORMAT,
  DEFAULT_YEAR_FORMAT,
  resolveExpiryFormat,
  resolveYearFormat,
  type ExpiryFormat,
  type YearFormat,
} from '../card/expiry';
import { assertNever } from './assert-never';
import { errorOf, failed, parsed, type CollectError, type Parsed } from './collect-errors';
import type { CollectWarning } from './collect-warnings';
import { formatKindOf, isElementType, type ElementType } from './element-types';
import { isAbsent, isNonEmptyString, isRecord } from './guards';
import { parseValidations, type ValidationRule } from './validation-rules';
import { DEFAULT_INPUT_TRANSLATION, parseDropdownOptions, parseMask, parseReplacePattern, parseTranslation, type DropdownOption, type InputMask, type ReplacePattern } from './element-option-values';

export type { InputMask } from './element-option-values';

/**
 * What a merchant passes to `container.create` (widget §3 in docs/spec-coverage.md). Untrusted: every field is
 * checked by `parseElementOptions`.
 *
 * @example { type: 'CARD_NUMBER', table: 'cards', column: 'card_number', label: 'Card number', required: true }
 */
export interface ElementOptions {
  readonly type: ElementType;
  readonly table: string;
  readonly column: string;
  /** Updates this vault record instead of inserting one. Default: none (insert). */
  readonly skyflowID?: string;
  /** Unique name in the container. Default: `table.column` (radio: `table.column.value`). */
  readonly name?: string;
  readonly label?: string;
  readonly placeholder?: string;
  readonly altText?: string;
  /** Default: no rules. */
  readonly validations?: readonly unknown[];
  /** INPUT_FIELD only: [pattern, translation?]. Default: none. */
  readonly mask?: readonly unknown[];
  /** [regex source, replacement?], applied to typed values. Default: none. */
  readonly replacePattern?: readonly unknown[];
  /** Display format; meaning depends on the type (see `formatKindOf`). Default per type. */
  readonly format?: string;
  /** INPUT_FIELD only: mask character to regex source. Default: { X: '[0-9]' }. */
  readonly translation?: Readonly<Record<string, string>>;
  /** Default: true. */
  readonly enableCardIcon?: boolean;
  /** Default: false. */
  readonly required?: boolean;
  /** Radio and checkbox: the value the element stands for. */
  readonly value?: string;
  /** Dropdown: the choices. */
  readonly options?: readonly (string | { readonly value: string; readonly text?: string })[];
  /** Style variants (base, complete, empty, focus, invalid, ...), each CSS property to value. */
  readonly styles?: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  /** Class names per state (complete, empty, focus, invalid, ...). */
  readonly classes?: Readonly<Record<string, string>>;
}

/** A mask: each mask character with a translation stands for one typed character matching it. */
export interface ResolvedElement {
  readonly name: string;
  readonly type: ElementType;
  readonly table: string;
  readonly column: string;
  readonly skyflowID: string | null;
  readonly label: string | null;
  readonly placeholder: string | null;
  readonly altText: string | null;
  readonly validations: readonly ValidationRule[];
  readonly required: boolean;
  readonly enableCardIcon: boolean;
  /** INPUT_FIELD's mask, from `format` (+ `translation`) or `mask`; null otherwise. */
  readonly mask: InputMask | null;
  readonly replacePattern: ReplacePattern | null;
  /** EXPIRATION_DATE's format; MM/YY for every other type. */
  readonly expiryFormat: ExpiryFormat;
  /** EXPIRATION_YEAR's format; YY for every other type. */
  readonly yearFormat: YearFormat;
  /** CARD_NUMBER's format; the space-separated default for every other type. */
  readonly cardNumberFormat: CardNumberFormat;
  /** Radio and checkbox value; null for other types. */
  readonly value: string | null;
  /** Dropdown choices; empty for other types. */
  readonly options: readonly DropdownOption[];
  readonly styles: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  readonly classes: Readonly<Record<string, string>>;
}

export interface ParsedElement {
  readonly element: ResolvedElement;
  readonly warnings: readonly CollectWarning[];
}

/** Translation of an INPUT_FIELD format when none is given: X stands for a digit. */

/** Defaults of widget §5 in docs/spec-coverage.md. */
const DEFAULT_ENABLE_CARD_ICON = true;
const DEFAULT_REQUIRED = false;

const TEXT_OPTIONS = ['label', 'placeholder', 'altText'] as const;
const BOOLEAN_OPTIONS = ['enableCardIcon', 'required'] as const;

const isCssValue = (value: unknown): boolean => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

function isStyles(value: unknown): value is ResolvedElement['styles'] {
  return isRecord(value) && Object.values(value).every((variant) => isRecord(variant) && Object.values(variant).every(isCssValue));
}

function isClasses(value: unknown): value is ResolvedElement['classes'] {
  return isRecord(value) && Object.values(value).every((name) => typeof name === 'string');
}

interface FormatResolution {
  readonly mask: InputMask | null;
  readonly expiryFormat: ExpiryFormat;
  readonly yearFormat: YearFormat;
  readonly cardNumberFormat: CardNumberFormat;
  readonly warnings: readonly CollectWarning[];
}

/** `format`, `translation` and `mask` by type (widget §5 in docs/spec-coverage.md). */
function resolveFormats(type: ElementType, input: Record<string, unknown>): Parsed<FormatResolution> {
  const warnings: CollectWarning[] = [];
  const base = {
    mask: null,
    expiryFormat: DEFAULT_EXPIRY_FORMAT,
    yearFormat: DEFAULT_YEAR_FORMAT,
    cardNumberFormat: DEFAULT_CARD_NUMBER_FORMAT,
  };
  const hasFormat = !isAbsent(input, 'format');
  const hasTranslation = !isAbsent(input, 'translation');
  const hasMask = !isAbsent(input, 'mask');
  const mask = hasMask ? parseMask(input.mask) : null;
  if (hasMask && mask === null) return failed('INVALID_INPUT_MASK');
  if (!isAbsent(input, 'replacePattern') && parseReplacePattern(input.replacePattern) === null) {
    return failed('INVALID_REPLACE_PATTERN');
  }
  const kind = formatKindOf(type);
  if (kind !== 'input-mask') {
    if (hasMask) warnings.push({ code: 'MASK_IGNORED', detail: type });
    if (hasTranslation) warnings.push({ code: 'TRANSLATION_IGNORED', detail: type });
  }
  switch (kind) {
    case 'input-mask': {
      if (hasFormat && !isNonEmptyString(input.format)) return failed('INVALID_INPUT_FORMAT');
      const translation = hasTranslation ? parseTranslation(input.translation) : parseTranslation(DEFAULT_INPUT_TRANSLATION);
      if (translation === null) return failed('INVALID_INPUT_TRANSLATION');
      if (!isNonEmptyString(input.format)) {
        if (hasTranslation) warnings.push({ code: 'TRANSLATION_IGNORED', detail: 'no format' });
        return parsed({ ...base, mask, warnings });
      }
      if (hasMask) warnings.push({ code: 'MASK_OVERRIDDEN_BY_FORMAT', detail: null });
      return parsed({ ...base, mask: { pattern: input.format, translation }, warnings });
    }
    case 'expiry': {
      const resolved = resolveExpiryFormat(input.format);
      if (resolved.warning) warnings.push({ code: resolved.warning.code, detail: String(resolved.warning.received) });
      return parsed({ ...base, expiryFormat: resolved.format, warnings });
    }
    case 'year': {
      const resolved = resolveYearFormat(input.format);
      if (resolved.warning) warnings.push({ code: resolved.warning.code, detail: String(resolved.warning.received) });
      return parsed({ ...base, yearFormat: resolved.format, warnings });
    }
    case 'card-number': {
      const format = input.format;
      const supported = (CARD_NUMBER_FORMATS as readonly unknown[]).includes(format);
      if (hasFormat && !supported) warnings.push({ code: 'UNSUPPORTED_CARD_NUMBER_FORMAT', detail: String(format) });
      return parsed({ ...base, cardNumberFormat: supported ? (format as CardNumberFormat) : DEFAULT_CARD_NUMBER_FORMAT, warnings });
    }
    case 'ignored-with-warning':
      if (hasFormat) warnings.push({ code: 'FORMAT_IGNORED', detail: type });
      return parsed({ ...base, warnings });
    default:
      return assertNever(kind);
  }
}

/** The default element name: unique per vault column, and per value for radio buttons of one group. */
function defaultElementName(type: ElementType, table: string, column: string, value: string | null): string {
  return type === 'radio' && value !== null ? `${table}.${column}.${value}` : `${table}.${column}`;
}

/** What `parseElementOptions` may refer to: elements already in the container. */
export interface ElementContext {
  /** Names of the elements created before this one; ELEMENT_VALUE_MATCH_RULE may name them. Default: none. */
  readonly knownElements?: ReadonlySet<string>;
}

/**
 * Parses element options. The first failing check wins, in this order: options object, type,
 * table, column, skyflowID, name, texts, styles, classes, booleans, radio/checkbox value,
 * dropdown options, mask, replace pattern, format/translation, validations.
 * Name uniqueness is the container's check (DUPLICATE_ELEMENT).
 *
 * @example parseElementOptions({ type: 'CVV', table: 'cards', column: 'cvv', format: 'XXX' })
 *   // ok, with a FORMAT_IGNORED warning
 */
export function parseElementOptions(input: unknown, context: ElementContext = {}): Parsed<ParsedElement> {
  if (!isRecord(input)) return failed('INVALID_ELEMENT_OPTIONS');
  if (isAbsent(input, 'type')) return failed('MISSING_ELEMENT_TYPE');
  const type = input.type;
  if (!isElementType(type)) return failed('INVALID_ELEMENT_TYPE', `type ${JSON.stringify(type)}`);
  if (isAbsent(input, 'table')) return failed('MISSING_TABLE_IN_ELEMENT');
  if (!isNonEmptyString(input.table)) return failed('INVALID_TABLE_IN_ELEMENT');
  if (isAbsent(input, 'column')) return failed('MISSING_COLUMN_IN_ELEMENT');
  if (!isNonEmptyString(input.column)) return failed('INVALID_COLUMN_IN_ELEMENT');
  if (!isAbsent(input, 'skyflowID') && !isNonEmptyString(input.skyflowID)) return failed('INVALID_SKYFLOW_ID_IN_ELEMENT');
  if (!isAbsent(input, 'name') && !isNonEmptyString(input.name)) return failed('INVALID_ELEMENT_NAME');
  const badText = TEXT_OPTIONS.find((key) => !isAbsent(input, key) && typeof input[key] !== 'string');
  if (badText) return failed('INVALID_TEXT_OPTION', badText);
  if (!isAbsent(input, 'styles') && !isStyles(input.styles)) return failed('INVALID_STYLES');
  if (!isAbsent(input, 'classes') && !isClasses(input.classes)) return failed('INVALID_CLASSES');
  const badBoolean = BOOLEAN_OPTIONS.find((key) => !isAbsent(input, key) && typeof input[key] !== 'boolean');
  if (badBoolean) return failed('INVALID_BOOLEAN_OPTIONS', badBoolean);
  const needsValue = type === 'radio' || type === 'checkbox';
  if (needsValue && !isNonEmptyString(input.value)) return failed('MISSING_VALUE_IN_RADIO_OR_CHECKBOX', type);
  const options = type === 'dropdown' ? parseDropdownOptions(input.options) : [];
  if (options === null) return failed('INVALID_DROPDOWN_OPTIONS');
  const formats = resolveFormats(type, input);
  if (!formats.ok) return formats;

  const value = needsValue && typeof input.value === 'string' ? input.value : null;
  const name = isNonEmptyString(input.name) ? input.name : defaultElementName(type, input.table, input.column, value);
  const validations = parseValidations(input.validations, { knownElements: context.knownElements ?? new Set(), self: name });
  if (!validations.ok) return validations;

  const text = (key: (typeof TEXT_OPTIONS)[number]): string | null => (typeof input[key] === 'string' ? input[key] : null);
  const { warnings, ...formatOptions } = formats.value;
  return parsed({
    element: {
      name,
      type,
      table: input.table,
      column: input.column,
      skyflowID: isNonEmptyString(input.skyflowID) ? input.skyflowID : null,
      label: text('label'),
      placeholder: text('placeholder'),
      altText: text('altText'),
      validations: validations.value,
      required: typeof input.required === 'boolean' ? input.required : DEFAULT_REQUIRED,
      enableCardIcon: typeof input.enableCardIcon === 'boolean' ? input.enableCardIcon : DEFAULT_ENABLE_CARD_ICON,
      replacePattern: isAbsent(input, 'replacePattern') ? null : parseReplacePattern(input.replacePattern),
      ...formatOptions,
      value,
      options,
      styles: isStyles(input.styles) ? input.styles : {},
      classes: isClasses(input.classes) ? input.classes : {},
    },
    warnings,
  });
}

/** The error of `parseElementOptions`, or null when the options are valid. */
export const checkElementOptions = (input: unknown, context: ElementContext = {}): CollectError | null =>
  errorOf(parseElementOptions(input, context));
