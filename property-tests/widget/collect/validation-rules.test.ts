import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkValidationRule, parseValidationRule, passesRule } from '../../../widget/collect/validation-rules';
import { badRegexSource, blank, type Config, dropping, expectEachMutationRejected, type Mutation, notRecord, notString, RUNS, setting, validRule } from './arbitraries';

const KNOWN = ['cards.number', 'cards.cvv'];
const SELF = 'cards.pin';
const context = { knownElements: new Set([...KNOWN, SELF]), self: SELF };
const ruleIs = (type: string) => (c: Config): boolean => c.type === type;
const params = (c: Config): Config => c.params as Config;
/** The rule with its params changed by `f`. */
const withParams = (c: Config, f: (p: Config) => fc.Arbitrary<Config>): fc.Arbitrary<Config> => f(params(c)).map((p) => ({ ...c, params: p }));

const MUTATIONS: readonly Mutation[] = [
  { name: 'rule not an object', code: 'INVALID_VALIDATION_RULE', mutate: () => notRecord },
  { name: 'no type', code: 'MISSING_VALIDATION_RULE_TYPE', mutate: (c) => dropping(c, 'type') },
  {
    name: 'unknown type',
    code: 'INVALID_VALIDATION_RULE_TYPE',
    mutate: (c) => setting(c, 'type', fc.oneof(fc.string(), notString).filter((t) => !['REGEX_MATCH_RULE', 'LENGTH_MATCH_RULE', 'ELEMENT_VALUE_MATCH_RULE'].includes(t as string))),
  },
  { name: 'no params', code: 'MISSING_VALIDATION_RULE_PARAMS', mutate: (c) => dropping(c, 'params') },
  { name: 'params not an object', code: 'INVALID_VALIDATION_RULE_PARAMS', mutate: (c) => setting(c, 'params', notRecord) },
  { name: 'error not text', code: 'INVALID_VALIDATION_RULE_PARAMS', mutate: (c) => withParams(c, (p) => setting(p, 'error', notString)) },
  { name: 'no regex', code: 'MISSING_REGEX_IN_REGEX_MATCH_RULE', applies: ruleIs('REGEX_MATCH_RULE'), mutate: (c) => withParams(c, (p) => dropping(p, 'regex')) },
  {
    name: 'regex that does not compile',
    code: 'INVALID_REGEX_IN_REGEX_MATCH_RULE',
    applies: ruleIs('REGEX_MATCH_RULE'),
    mutate: (c) => withParams(c, (p) => setting(p, 'regex', fc.oneof(badRegexSource, notString))),
  },
  {
    name: 'neither min nor max',
    code: 'MISSING_MIN_AND_MAX_IN_LENGTH_MATCH_RULE',
    applies: ruleIs('LENGTH_MATCH_RULE'),
    mutate: (c) => withParams(c, (p) => dropping(p, 'min').chain((q) => dropping(q, 'max'))),
  },
  {
    name: 'min or max not a non-negative integer',
    code: 'INVALID_MIN_OR_MAX_IN_LENGTH_MATCH_RULE',
    applies: ruleIs('LENGTH_MATCH_RULE'),
    mutate: (c) =>
      withParams(c, (p) =>
        fc.constantFrom('min', 'max').chain((key) => setting(p, key, fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.string(), fc.constant(null)))),
      ),
  },
  {
    name: 'min above max',
    code: 'INVALID_MIN_OR_MAX_IN_LENGTH_MATCH_RULE',
    applies: ruleIs('LENGTH_MATCH_RULE'),
    mutate: (c) => withParams(c, (p) => fc.tuple(fc.nat(50), fc.integer({ min: 1, max: 50 })).map(([max, gap]) => ({ ...p, min: max + gap, max }))),
  },
  {
    name: 'no element',
    code: 'MISSING_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE',
    applies: ruleIs('ELEMENT_VALUE_MATCH_RULE'),
    mutate: (c) => withParams(c, (p) => dropping(p, 'element')),
  },
  {
    name: 'element blank, unknown or the element itself',
    code: 'INVALID_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE',
    applies: ruleIs('ELEMENT_VALUE_MATCH_RULE'),
    mutate: (c) => withParams(c, (p) => setting(p, 'element', fc.oneof(blank, notString, fc.constant(SELF), fc.constant('unknown.element')))),
  },
];

describe('validation rules (property)', () => {
  it('accepts every valid rule', () => {
    fc.assert(
      fc.property(validRule(KNOWN), (rule) => {
        expect(checkValidationRule(rule, context)).toBeNull();
      }),
      RUNS,
    );
  });

  it('rejects each single mutation with its own code', () => {
    expectEachMutationRejected(validRule(KNOWN), MUTATIONS, (input) => checkValidationRule(input, context)?.code);
  });

  it('a length rule passes exactly the values within its bounds', () => {
    fc.assert(
      fc.property(validRule([]).filter(ruleIs('LENGTH_MATCH_RULE')), fc.string({ maxLength: 25 }), (input, value) => {
        const parsed = parseValidationRule(input, context);
        if (!parsed.ok) throw parsed.error;
        const { min, max } = params(input) as { min?: number; max?: number };
        expect(passesRule(parsed.value, value, () => undefined)).toBe((min === undefined || value.length >= min) && (max === undefined || value.length <= max));
      }),
      RUNS,
    );
  });
});
