/** Small structural checks shared by the collect parsers; hand-written, the widget ships no zod. */

/** A plain object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** `key` is absent when the property is missing or undefined: both mean "not configured". */
export const isAbsent = (record: Record<string, unknown>, key: string): boolean => record[key] === undefined;

/** Whether `source` compiles as a JavaScript regular expression (a RegExp always does). */
export function compilesAsRegex(source: unknown): boolean {
  if (source instanceof RegExp) return true;
  if (typeof source !== 'string') return false;
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
