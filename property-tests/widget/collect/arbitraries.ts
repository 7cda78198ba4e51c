/**
 * Generators of valid collect configurations, and the single mutations that each break exactly one
 * rule. Valid inputs are built from the spec's rules, written here apart from widget/collect, so
 * that the properties do not test the parsers with themselves.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { CollectErrorCode } from '../../../widget/collect/collect-errors';
import { ELEMENT_TYPES, type ElementType } from '../../../widget/collect/element-types';

/** Every property runs at least this often (the brief's floor). */
export const RUNS = { numRuns: 1000 } as const;

export type Config = Record<string, unknown>;

/**
 * A mutation: where it applies, the mutated inputs it makes of a valid config (an arbitrary, so
 * that fast-check seeds and shrinks it), and the one code it must raise.
 */
export interface Mutation {
  readonly name: string;
  readonly code: CollectErrorCode;
  readonly applies?: (config: Config) => boolean;
  readonly mutate: (config: Config) => fc.Arbitrary<unknown>;
}

/**
 * Picks one mutation, then a config it applies to, and the mutated input. The mutation is drawn
 * first so that each is tried about numRuns / mutations.length times: drawn after the config, a
 * mutation that applies to one element type in twelve was missed in about 1 % of 1,000-run suites.
 */
function mutated(
  configs: fc.Arbitrary<Config>,
  mutations: readonly Mutation[],
): fc.Arbitrary<{ config: Config; mutation: Mutation; input: unknown }> {
  return fc.constantFrom(...mutations).chain((mutation) =>
    configs
      .filter((config) => mutation.applies?.(config) ?? true)
      .chain((config) => mutation.mutate(config).map((input) => ({ config, mutation, input }))),
  );
}

/**
 * What every collect parser's property test checks: each single mutation of a valid config is
 * rejected with its own code (`codeOf` is the code the parser raises for an input), and every
 * mutation was tried at least once.
 */
export function expectEachMutationRejected(configs: fc.Arbitrary<Config>, mutations: readonly Mutation[], codeOf: (input: unknown) => string | null | undefined): void {
  const seen = new Set<string>();
  fc.assert(
    fc.property(mutated(configs, mutations), ({ mutation, input }) => {
      seen.add(mutation.name);
      expect(codeOf(input), mutation.name).toBe(mutation.code);
    }),
    RUNS,
  );
  expect([...seen].sort()).toEqual(mutations.map((m) => m.name).sort());
}

/** The config with `key` set to each value of `values`. */
export const setting = (config: Config, key: string, values: fc.Arbitrary<unknown>): fc.Arbitrary<Config> =>
  values.map((value) => ({ ...config, [key]: value }));

/** The config without `key`. */
export const dropping = (config: Config, key: string): fc.Arbitrary<Config> => fc.constant(without(config, key));

export const without = (config: Config, key: string): Config => {
  const copy = { ...config };
  delete copy[key];
  return copy;
};

/** Non-blank names: what a vault table, column or element name may be. */
export const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
/** Any text with a visible character, Unicode included. */
export const nonBlank = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
/** Strings that are empty or blank: never a valid name. */
export const blank = fc.constantFrom('', ' ', '\t', '  \n');
/** Values that are not strings at all. */
export const notString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.nat(), { maxLength: 2 }), fc.object({ maxDepth: 0 }));
/** Values that are not plain objects. */
export const notRecord = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.nat(), { maxLength: 2 }));

/** Regex sources known to compile, and ones known not to. */
export const goodRegexSource = fc.constantFrom('^\\d+$', '[a-z]', '.', '^$', '\\s', 'a|b', '(x)?', '[0-9]{2,4}', '^\\p{L}+$');
export const badRegexSource = fc.constantFrom('(', '[', '*a', 'a{2,1}', '(?<', '\\');

const translation = fc.dictionary(fc.constantFrom('X', 'A', '9', '#', '*'), goodRegexSource, { minKeys: 1, maxKeys: 3 });

const cssVariant = fc.dictionary(fc.constantFrom('color', 'fontSize', 'padding', 'border'), fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 40 })), { maxKeys: 3 });

/** Options every element type accepts; the keys are optional. */
const commonOptions = fc.record(
  {
    table: name,
    column: name,
    skyflowID: nonBlank,
    name: nonBlank,
    label: fc.string({ maxLength: 12 }),
    placeholder: fc.string({ maxLength: 12 }),
    altText: fc.string({ maxLength: 12 }),
    styles: fc.dictionary(fc.constantFrom('base', 'complete', 'empty', 'focus', 'invalid', 'cardIcon'), cssVariant, { maxKeys: 3 }),
    classes: fc.dictionary(fc.constantFrom('complete', 'empty', 'focus', 'invalid'), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    required: fc.boolean(),
    enableCardIcon: fc.boolean(),
    mask: fc.oneof(fc.tuple(nonBlank), fc.tuple(nonBlank, translation)),
    replacePattern: fc.oneof(fc.tuple(goodRegexSource), fc.tuple(goodRegexSource, fc.string({ maxLength: 3 }))),
  },
  { requiredKeys: ['table', 'column'] },
);

/** Type-specific options for a valid element of `type`. */
function typeOptions(type: ElementType): fc.Arbitrary<Config> {
  switch (type) {
    case 'radio':
    case 'checkbox':
      return fc.record({ value: nonBlank });
    case 'dropdown':
      return fc.record({
        options: fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.record({ value: fc.string({ maxLength: 6 }), text: fc.string({ maxLength: 6 }) }, { requiredKeys: ['value'] })), {
          minLength: 1,
          maxLength: 4,
        }),
      });
    case 'INPUT_FIELD':
      return fc.record({ format: nonBlank, translation }, { requiredKeys: [] });
    default:
      // Any format and translation: unsupported or ignored ones only warn.
      return fc.record({ format: fc.string({ maxLength: 10 }), translation }, { requiredKeys: [] });
  }
}

/** Valid validation rules; ELEMENT_VALUE_MATCH_RULE names one of `known` (never the element itself). */
export function validRule(known: readonly string[]): fc.Arbitrary<Config> {
  const error = fc.option(fc.string({ maxLength: 10 }), { nil: undefined });
  const params = <T extends Config>(arb: fc.Arbitrary<T>) =>
    fc.tuple(arb, error).map(([p, e]) => (e === undefined ? p : { ...p, error: e }));
  const regex = params(fc.record({ regex: fc.oneof(goodRegexSource, goodRegexSource.map((s) => new RegExp(s, 'u'))) })).map((p) => ({
    type: 'REGEX_MATCH_RULE',
    params: p,
  }));
  const length = params(
    fc
      .tuple(fc.nat(20), fc.nat(20), fc.constantFrom('min', 'max', 'both'))
      .map(([a, b, which]): Config => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        return which === 'min' ? { min } : which === 'max' ? { max } : { min, max };
      }),
  ).map((p) => ({ type: 'LENGTH_MATCH_RULE', params: p }));
  const arbs: fc.Arbitrary<Config>[] = [regex, length];
  if (known.length > 0) {
    arbs.push(params(fc.record({ element: fc.constantFrom(...known) })).map((p) => ({ type: 'ELEMENT_VALUE_MATCH_RULE', params: p })));
  }
  return fc.oneof(...arbs);
}

/** Names of elements created before the one under test (ELEMENT_VALUE_MATCH_RULE refers to them). */
export const KNOWN_ELEMENTS = ['earlier.one', 'earlier.two'] as const;

/** Valid element options of any type. */
export const validElementOptions: fc.Arbitrary<Config> = fc
  .constantFrom(...ELEMENT_TYPES)
  .chain((type) =>
    fc
      .tuple(commonOptions, typeOptions(type), fc.option(fc.array(validRule(KNOWN_ELEMENTS), { maxLength: 3 }), { nil: undefined }))
      .map(([common, specific, validations]): Config => ({
        type,
        ...common,
        ...specific,
        ...(validations === undefined ? {} : { validations }),
      })),
  );

/** A valid layout and the number of elements it fits. */
export const validLayout = fc.array(fc.nat(5), { minLength: 1, maxLength: 6 }).map((layout) => ({ layout, count: layout.reduce((a, b) => a + b, 0) }));

const record = fc.record(
  { table: nonBlank, fields: fc.dictionary(name, fc.oneof(fc.string(), fc.integer(), fc.boolean())), skyflowID: nonBlank },
  { requiredKeys: ['table', 'fields'] },
);

export const validUpsert = fc.array(fc.record({ table: nonBlank, column: nonBlank }), { minLength: 1, maxLength: 3 });

/** A valid collect request: every key optional. */
export const validCollectRequest: fc.Arbitrary<Config> = fc.record(
  { tokens: fc.boolean(), additionalFields: fc.record({ records: fc.array(record, { minLength: 1, maxLength: 3 }) }), upsert: validUpsert },
  { requiredKeys: [] },
);
