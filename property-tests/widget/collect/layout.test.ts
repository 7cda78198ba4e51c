import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLayout, checkUniqueNames, layoutRows, parseComposableOptions } from '../../../widget/collect/layout';
import { type Config, expectEachMutationRejected, type Mutation, notRecord, RUNS, setting, validLayout } from './arbitraries';

/** A config here is the composable options plus the element count they are mounted with. */
const validConfig = validLayout.map(({ layout, count }): Config => ({ options: { layout }, count }));
const layoutOf = (c: Config): number[] => (c.options as { layout: number[] }).layout;
const withLayout = (c: Config, layout: fc.Arbitrary<unknown>): fc.Arbitrary<Config> => layout.map((l) => ({ ...c, options: { layout: l } }));

/** Replaces one row size of the layout with a value from `values`. */
const replaceRow = (c: Config, values: fc.Arbitrary<unknown>): fc.Arbitrary<Config> =>
  withLayout(
    c,
    fc.tuple(fc.nat(layoutOf(c).length - 1), values).map(([i, v]) => layoutOf(c).map((n, j) => (j === i ? v : n))),
  );

const MUTATIONS: readonly Mutation[] = [
  { name: 'no options', code: 'MISSING_COMPOSABLE_CONTAINER_OPTIONS', mutate: (c) => fc.constantFrom(undefined, null).map((o) => ({ ...c, options: o })) },
  { name: 'options not an object', code: 'INVALID_COMPOSABLE_CONTAINER_OPTIONS', mutate: (c) => setting(c, 'options', notRecord.filter((v) => v !== null)) },
  { name: 'no layout key', code: 'MISSING_LAYOUT_KEY', mutate: (c) => fc.constant({ ...c, options: {} }) },
  { name: 'layout not an array', code: 'INVALID_LAYOUT_TYPE', mutate: (c) => withLayout(c, fc.oneof(fc.nat(), fc.string(), fc.constant(null), fc.object())) },
  { name: 'a row size not a whole number', code: 'INVALID_LAYOUT_TYPE', mutate: (c) => replaceRow(c, fc.oneof(fc.string(), fc.double({ noInteger: true }), fc.constant(null))) },
  { name: 'empty layout', code: 'EMPTY_LAYOUT_ARRAY', mutate: (c) => withLayout(c, fc.constant([])) },
  { name: 'a negative row size', code: 'NEGATIVE_VALUE_IN_LAYOUT', mutate: (c) => replaceRow(c, fc.integer({ min: -100, max: -1 })) },
  {
    name: 'element count differs from the sum',
    code: 'LAYOUT_SUM_MISMATCH',
    mutate: (c) => fc.integer({ min: 0, max: 40 }).filter((n) => n !== c.count).map((count) => ({ ...c, count })),
  },
];

/** Both checks the container runs: the options at creation, the layout against the elements at mount. */
function check(input: Config): string | null {
  const options = parseComposableOptions(input.options);
  if (!options.ok) return options.error.code;
  return checkLayout(options.value.layout, input.count as number)?.code ?? null;
}

describe('composable layout (property)', () => {
  it('accepts every layout of non-negative whole numbers summing to the element count, and splits rows by it', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        expect(check(config)).toBeNull();
        const items = Array.from({ length: config.count as number }, (_, i) => i);
        const rows = layoutRows(items, layoutOf(config));
        expect(rows.map((r) => r.length)).toEqual(layoutOf(config));
        expect(rows.flat()).toEqual(items);
      }),
      RUNS,
    );
  });

  it('rejects each single mutation with its own code', () => {
    expectEachMutationRejected(validConfig, MUTATIONS, (input) => check(input as Config));
  });

  it('finds a duplicate name exactly when names repeat', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 }), (names) => {
        expect(checkUniqueNames(names) === null).toBe(new Set(names).size === names.length);
      }),
      RUNS,
    );
  });
});

