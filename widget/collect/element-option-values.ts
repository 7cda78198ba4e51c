/** The structured values of element options (widget §5 in docs/spec-coverage.md): mask, translation, replace pattern, dropdown options. */
import { compilesAsRegex, isNonEmptyString, isRecord } from './guards';

export interface InputMask {
  readonly pattern: string;
  readonly translation: Readonly<Record<string, RegExp>>;
}

export interface ReplacePattern {
  readonly regex: RegExp;
  readonly replacement: string;
}

export interface DropdownOption {
  readonly value: string;
  readonly text: string;
}

/** An element's options after parsing: defaults applied, ignored options dropped (with a warning). */
export const DEFAULT_INPUT_TRANSLATION: Readonly<Record<string, string>> = { X: '[0-9]' };

/** A translation: single mask characters to regex sources that compile. */
export function parseTranslation(value: unknown): Readonly<Record<string, RegExp>> | null {
  if (!isRecord(value)) return null;
  const out: Record<string, RegExp> = {};
  for (const [char, source] of Object.entries(value)) {
    if ([...char].length !== 1 || typeof source !== 'string' || !compilesAsRegex(source)) return null;
    out[char] = new RegExp(source);
  }
  return out;
}

/** The `mask` option: [non-empty pattern string, optional translation]. */
export function parseMask(value: unknown): InputMask | null {
  if (!Array.isArray(value) || !isNonEmptyString(value[0])) return null;
  const translation = value[1] === undefined ? parseTranslation(DEFAULT_INPUT_TRANSLATION) : parseTranslation(value[1]);
  return translation === null ? null : { pattern: value[0], translation };
}

/** The `replacePattern` option: [regex source that compiles, optional replacement string]. */
export function parseReplacePattern(value: unknown): ReplacePattern | null {
  if (!Array.isArray(value) || typeof value[0] !== 'string' || !compilesAsRegex(value[0])) return null;
  if (value[1] !== undefined && typeof value[1] !== 'string') return null;
  // Global, so that every occurrence is replaced, as a mask-like cleanup of typed text should.
  return { regex: new RegExp(value[0], 'g'), replacement: typeof value[1] === 'string' ? value[1] : '' };
}

export function parseDropdownOptions(value: unknown): DropdownOption[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const out: DropdownOption[] = [];
  for (const item of value as unknown[]) {
    if (typeof item === 'string') out.push({ value: item, text: item });
    else if (isRecord(item) && typeof item.value === 'string' && (item.text === undefined || typeof item.text === 'string')) {
      out.push({ value: item.value, text: typeof item.text === 'string' ? item.text : item.value });
    } else return null;
  }
  return out;
}

