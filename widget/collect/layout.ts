/**
 * Container type and composable layout (widget §5 and §8 in docs/spec-coverage.md): a COMPOSABLE container
 * needs options with a layout, a non-empty array of non-negative whole numbers (elements per row)
 * whose sum equals the number of elements created.
 */
import { errorOf, failed, parsed, type CollectError, type Parsed } from './collect-errors';
import { isAbsent, isRecord } from './guards';

const CONTAINER_TYPES = ['COLLECT', 'COMPOSABLE'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Checks the container type: EMPTY_CONTAINER_TYPE for '', null or undefined, else INVALID_CONTAINER_TYPE. */
export function parseContainerType(input: unknown): Parsed<ContainerType> {
  if (input === undefined || input === null || input === '') return failed('EMPTY_CONTAINER_TYPE');
  if (typeof input !== 'string' || !(CONTAINER_TYPES as readonly string[]).includes(input)) {
    return failed('INVALID_CONTAINER_TYPE', JSON.stringify(input));
  }
  return parsed(input as ContainerType);
}

export const checkContainerType = (input: unknown): CollectError | null => errorOf(parseContainerType(input));

/**
 * Parses a layout alone (no element count yet): INVALID_LAYOUT_TYPE unless an array of whole
 * numbers, EMPTY_LAYOUT_ARRAY, NEGATIVE_VALUE_IN_LAYOUT.
 *
 * @example parseLayout([2, 1]) // ok
 */
function parseLayout(input: unknown): Parsed<readonly number[]> {
  if (!Array.isArray(input)) return failed('INVALID_LAYOUT_TYPE', 'not an array');
  if (input.length === 0) return failed('EMPTY_LAYOUT_ARRAY');
  const items = input as unknown[];
  if (!items.every((n) => typeof n === 'number' && Number.isInteger(n))) return failed('INVALID_LAYOUT_TYPE', 'not whole numbers');
  const rows = items as number[];
  const negative = rows.findIndex((n) => n < 0);
  if (negative >= 0) return failed('NEGATIVE_VALUE_IN_LAYOUT', `layout[${negative}]`);
  return parsed(rows);
}

/** Composable container options: MISSING_/INVALID_COMPOSABLE_CONTAINER_OPTIONS, MISSING_LAYOUT_KEY, then the layout. */
export function parseComposableOptions(input: unknown): Parsed<{ readonly layout: readonly number[] }> {
  if (input === undefined || input === null) return failed('MISSING_COMPOSABLE_CONTAINER_OPTIONS');
  if (!isRecord(input)) return failed('INVALID_COMPOSABLE_CONTAINER_OPTIONS');
  if (isAbsent(input, 'layout')) return failed('MISSING_LAYOUT_KEY');
  const layout = parseLayout(input.layout);
  return layout.ok ? parsed({ layout: layout.value }) : layout;
}

/** A layout against the elements created: everything of `parseLayout`, then LAYOUT_SUM_MISMATCH. */
export function checkLayout(input: unknown, elementCount: number): CollectError | null {
  const layout = parseLayout(input);
  if (!layout.ok) return layout.error;
  const sum = layout.value.reduce((a, b) => a + b, 0);
  return sum === elementCount ? null : errorOf(failed('LAYOUT_SUM_MISMATCH', `sum ${sum}, elements ${elementCount}`));
}

/** Splits elements into rows by a checked layout; rows of size 0 stay empty. */
export function layoutRows<T>(items: readonly T[], layout: readonly number[]): T[][] {
  const rows: T[][] = [];
  let start = 0;
  for (const size of layout) {
    rows.push(items.slice(start, start + size));
    start += size;
  }
  return rows;
}

/** Element names must be unique in a container: the first repeated name, or null. */
export function checkUniqueNames(names: readonly string[]): CollectError | null {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) return errorOf(failed('DUPLICATE_ELEMENT', `name "${name}"`));
    seen.add(name);
  }
  return null;
}
