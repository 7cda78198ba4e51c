/**
 * Expiry formats of widget §5 in docs/spec-coverage.md: MM/YY (default), YYYY/MM, YY/MM, MM/YYYY for the single
 * expiry field; YY (default) or YYYY for a separate year field; a month is always two digits.
 */

export interface Expiry {
  readonly month: number;
  /** Four-digit year. */
  readonly year: number;
}

export const EXPIRY_FORMATS = ['MM/YY', 'YYYY/MM', 'YY/MM', 'MM/YYYY'] as const;
export type ExpiryFormat = (typeof EXPIRY_FORMATS)[number];
export const DEFAULT_EXPIRY_FORMAT: ExpiryFormat = 'MM/YY';

export const YEAR_FORMATS = ['YY', 'YYYY'] as const;
export type YearFormat = (typeof YEAR_FORMATS)[number];
export const DEFAULT_YEAR_FORMAT: YearFormat = 'YY';

/** Two-digit years mean this century, the convention of card expiry dates. */
const CENTURY = 2000;

/**
 * Why a configured format was not used. Data, not text: the caller logs it at WARN (the wording
 * belongs with the widget's messages), so these rules stay free of logging.
 */
interface FormatWarning {
  readonly code: 'UNSUPPORTED_EXPIRY_FORMAT' | 'UNSUPPORTED_YEAR_FORMAT';
  /** The configured value that was not supported. */
  readonly received: unknown;
  /** The format used instead. */
  readonly fallback: ExpiryFormat | YearFormat;
}

export interface ResolvedFormat<F extends ExpiryFormat | YearFormat> {
  readonly format: F;
  readonly warning: FormatWarning | null;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Absent options (undefined or null) mean "use the default" and are no reason to warn. */
const isUnset = (value: unknown): boolean => value === undefined || value === null;

/**
 * The expiry format to use for a configured option: the option itself when supported, else the
 * default MM/YY with a warning (widget §5 in docs/spec-coverage.md). An absent option gives MM/YY silently.
 *
 * @example resolveExpiryFormat('YYYY/MM') // { format: 'YYYY/MM', warning: null }
 * @example resolveExpiryFormat('DD/MM').warning?.code // 'UNSUPPORTED_EXPIRY_FORMAT'
 */
export function resolveExpiryFormat(option: unknown): ResolvedFormat<ExpiryFormat> {
  if (isOneOf(EXPIRY_FORMATS, option)) return { format: option, warning: null };
  const warning: FormatWarning | null = isUnset(option)
    ? null
    : { code: 'UNSUPPORTED_EXPIRY_FORMAT', received: option, fallback: DEFAULT_EXPIRY_FORMAT };
  return { format: DEFAULT_EXPIRY_FORMAT, warning };
}

/** The year format for a configured option: YY or YYYY, else YY with a warning; absent gives YY. */
export function resolveYearFormat(option: unknown): ResolvedFormat<YearFormat> {
  if (isOneOf(YEAR_FORMATS, option)) return { format: option, warning: null };
  const warning: FormatWarning | null = isUnset(option)
    ? null
    : { code: 'UNSUPPORTED_YEAR_FORMAT', received: option, fallback: DEFAULT_YEAR_FORMAT };
  return { format: DEFAULT_YEAR_FORMAT, warning };
}

type Part = 'MM' | YearFormat;

/** Each format as its two parts around the slash. */
const PARTS: Record<ExpiryFormat, readonly [Part, Part]> = {
  'MM/YY': ['MM', 'YY'],
  'YYYY/MM': ['YYYY', 'MM'],
  'YY/MM': ['YY', 'MM'],
  'MM/YYYY': ['MM', 'YYYY'],
};

/** A part's digit count is its pattern's length: MM 2, YY 2, YYYY 4. */
const width = (part: Part): number => part.length;

/**
 * A month field value: exactly two digits, 01 to 12 (widget §5 in docs/spec-coverage.md); null otherwise.
 * Surrounding spaces are ignored, as for the whole expiry.
 */
export function parseExpiryMonth(value: string): number | null {
  const match = /^\d{2}$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[0]);
  return month >= 1 && month <= 12 ? month : null;
}

/** A year field value in the given year format (YY means 20YY); null unless exactly its digits. */
export function parseExpiryYear(value: string, yearFormat: YearFormat): number | null {
  const trimmed = value.trim();
  if (!new RegExp(`^\\d{${width(yearFormat)}}$`).test(trimmed)) return null;
  return yearFormat === 'YY' ? CENTURY + Number(trimmed) : Number(trimmed);
}

/** Two-digit month, 01 to 12. Throws a RangeError for anything else: that is a caller's bug. */
export function formatExpiryMonth(month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`formatExpiryMonth: month must be an integer 1-12, got ${month}`);
  }
  return String(month).padStart(2, '0');
}

/**
 * A year in the given year format. Throws a RangeError when the year cannot be written in it
 * (YY holds 2000-2099, YYYY holds 0-9999): truncating would silently change the date.
 */
export function formatExpiryYear(year: number, yearFormat: YearFormat): string {
  const [min, max] = yearFormat === 'YY' ? [CENTURY, CENTURY + 99] : [0, 9999];
  if (!Number.isInteger(year) || year < min || year > max) {
    throw new RangeError(`formatExpiryYear: ${year} cannot be written as ${yearFormat} (${min}-${max})`);
  }
  return yearFormat === 'YY' ? String(year - CENTURY).padStart(2, '0') : String(year).padStart(4, '0');
}

/**
 * Parses an expiry typed in `format`; null unless both parts have exactly their digits and the
 * month is 01-12. Spaces around the value and the slash are ignored.
 *
 * @example parseExpiryAs('2030/04', 'YYYY/MM') // { month: 4, year: 2030 }
 */
export function parseExpiryAs(value: string, format: ExpiryFormat): Expiry | null {
  const [first, second] = PARTS[format];
  const match = new RegExp(`^(\\d{${width(first)}})\\s*/\\s*(\\d{${width(second)}})$`).exec(value.trim());
  if (!match) return null;
  const [monthText, yearText, yearFormat] =
    first === 'MM' ? [match[1], match[2], second] : [match[2], match[1], first];
  if (monthText === undefined || yearText === undefined || yearFormat === 'MM') return null;
  const month = parseExpiryMonth(monthText);
  const year = parseExpiryYear(yearText, yearFormat);
  return month === null || year === null ? null : { month, year };
}

/**
 * Writes an expiry in `format`, the inverse of `parseExpiryAs`. Throws a RangeError when the
 * month or year cannot be written in it (see `formatExpiryMonth`, `formatExpiryYear`).
 *
 * @example formatExpiry({ month: 4, year: 2030 }, 'MM/YYYY') // '04/2030'
 */
export function formatExpiry(expiry: Expiry, format: ExpiryFormat): string {
  const text = (part: Part): string =>
    part === 'MM' ? formatExpiryMonth(expiry.month) : formatExpiryYear(expiry.year, part);
  const [first, second] = PARTS[format];
  return `${text(first)}/${text(second)}`;
}

/**
 * Formats what the shopper has typed so far in `format`: digits only, at most the format's digits,
 * a slash once the first part is complete. A single month digit above 1 cannot start a two-digit
 * month, so it becomes 0d (and, when the month comes first, the slash follows at once).
 *
 * @example formatExpiryInputAs('4', 'MM/YY') // '04/'
 * @example formatExpiryInputAs('20304', 'YYYY/MM') // '2030/04'
 */
export function formatExpiryInputAs(raw: string, format: ExpiryFormat): string {
  const [first, second] = PARTS[format];
  const digits = raw.replace(/\D/g, '').slice(0, width(first) + width(second));
  const padMonth = (d: string): string => (d.length === 1 && Number(d) > 1 ? `0${d}` : d);
  if (first === 'MM' && digits.length === 1 && Number(digits) > 1) return `${padMonth(digits)}/`;
  if (digits.length < width(first)) return digits;
  const rest = digits.slice(width(first));
  return `${digits.slice(0, width(first))}/${second === 'MM' ? padMonth(rest) : rest}`;
}
