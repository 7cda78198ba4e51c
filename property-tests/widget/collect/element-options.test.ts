import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkElementOptions, parseElementOptions } from '../../../widget/collect/element-options';
import { ELEMENT_TYPES } from '../../../widget/collect/element-types';
import { badRegexSource, blank, type Config, dropping, expectEachMutationRejected, KNOWN_ELEMENTS, type Mutation, notRecord, notString, RUNS, setting, validElementOptions } from './arbitraries';

const context = { knownElements: new Set<string>(KNOWN_ELEMENTS) };
const typeIs = (...types: string[]) => (c: Config): boolean => types.includes(String(c.type));

/** Each mutation breaks exactly one element option rule of widget §5 in docs/spec-coverage.md. */
const MUTATIONS: readonly Mutation[] = [
  { name: 'options not an object', code: 'INVALID_ELEMENT_OPTIONS', mutate: () => notRecord },
  { name: 'no type', code: 'MISSING_ELEMENT_TYPE', mutate: (c) => dropping(c, 'type') },
  {
    name: 'unknown type',
    code: 'INVALID_ELEMENT_TYPE',
    mutate: (c) => setting(c, 'type', fc.oneof(fc.string(), notString).filter((t) => t !== undefined && !(ELEMENT_TYPES as readonly unknown[]).includes(t))),
  },
  { name: 'no table', code: 'MISSING_TABLE_IN_ELEMENT', mutate: (c) => dropping(c, 'table') },
  { name: 'blank table', code: 'INVALID_TABLE_IN_ELEMENT', mutate: (c) => setting(c, 'table', fc.oneof(blank, notString)) },
  { name: 'no column', code: 'MISSING_COLUMN_IN_ELEMENT', mutate: (c) => dropping(c, 'column') },
  { name: 'blank column', code: 'INVALID_COLUMN_IN_ELEMENT', mutate: (c) => setting(c, 'column', fc.oneof(blank, notString)) },
  { name: 'blank skyflowID', code: 'INVALID_SKYFLOW_ID_IN_ELEMENT', mutate: (c) => setting(c, 'skyflowID', fc.oneof(blank, notString)) },
  { name: 'blank name', code: 'INVALID_ELEMENT_NAME', mutate: (c) => setting(c, 'name', fc.oneof(blank, notString)) },
  {
    name: 'label, placeholder or altText not text',
    code: 'INVALID_TEXT_OPTION',
    mutate: (c) => fc.constantFrom('label', 'placeholder', 'altText').chain((key) => setting(c, key, notString)),
  },
  { name: 'styles not an object of objects', code: 'INVALID_STYLES', mutate: (c) => setting(c, 'styles', fc.oneof(notRecord, fc.constant({ base: 'red' }))) },
  { name: 'classes not an object of strings', code: 'INVALID_CLASSES', mutate: (c) => setting(c, 'classes', fc.oneof(notRecord, fc.constant({ focus: 1 }))) },
  {
    name: 'boolean option not a boolean',
    code: 'INVALID_BOOLEAN_OPTIONS',
    mutate: (c) =>
      fc.constantFrom('required', 'enableCardIcon').chain((key) => setting(c, key, fc.oneof(fc.constantFrom('true', 'false', 0, 1, null), fc.string()))),
  },
  { name: 'radio or checkbox without value', code: 'MISSING_VALUE_IN_RADIO_OR_CHECKBOX', applies: typeIs('radio', 'checkbox'), mutate: (c) => dropping(c, 'value') },
  {
    name: 'radio or checkbox with a blank value',
    code: 'MISSING_VALUE_IN_RADIO_OR_CHECKBOX',
    applies: typeIs('radio', 'checkbox'),
    mutate: (c) => setting(c, 'value', fc.oneof(blank, notString)),
  },
  {
    name: 'dropdown options missing, empty or not a list',
    code: 'INVALID_DROPDOWN_OPTIONS',
    applies: typeIs('dropdown'),
    mutate: (c) => setting(c, 'options', fc.oneof(fc.constant([]), fc.constant(undefined), notRecord.filter((v) => !Array.isArray(v)), fc.constant([3]))),
  },
  {
    name: 'mask not an array starting with a string',
    code: 'INVALID_INPUT_MASK',
    mutate: (c) => setting(c, 'mask', fc.oneof(fc.string(), fc.constant([]), fc.tuple(notString), fc.constant(['X', { X: '(' }]))),
  },
  {
    name: 'replace pattern not an array starting with a compiling regex',
    code: 'INVALID_REPLACE_PATTERN',
    mutate: (c) => setting(c, 'replacePattern', fc.oneof(fc.string(), fc.constant([]), fc.tuple(notString), fc.tuple(badRegexSource))),
  },
  { name: 'INPUT_FIELD format blank', code: 'INVALID_INPUT_FORMAT', applies: typeIs('INPUT_FIELD'), mutate: (c) => setting(c, 'format', fc.oneof(blank, notString)) },
  {
    name: 'INPUT_FIELD translation invalid',
    code: 'INVALID_INPUT_TRANSLATION',
    applies: typeIs('INPUT_FIELD'),
    mutate: (c) => setting(c, 'translation', fc.oneof(notRecord, fc.constant({ XY: '.' }), badRegexSource.map((s) => ({ X: s })), fc.constant({ X: 1 }))),
  },
  { name: 'validations not an array', code: 'INVALID_VALIDATIONS', mutate: (c) => setting(c, 'validations', notRecord.filter((v) => !Array.isArray(v))) },
  {
    name: 'a validation rule without type',
    code: 'MISSING_VALIDATION_RULE_TYPE',
    mutate: (c) => fc.constant({ ...c, validations: [...((c.validations as unknown[] | undefined) ?? []), { params: {} }] }),
  },
];

describe('element options (property)', () => {
  it('accepts every valid configuration, with the spec defaults', () => {
    fc.assert(
      fc.property(validElementOptions, (options) => {
        const result = parseElementOptions(options, context);
        if (!result.ok) throw result.error;
        const { element } = result.value;
        expect(element.type).toBe(options.type);
        expect(element.required).toBe(options.required ?? false);
        expect(element.enableCardIcon).toBe(options.enableCardIcon ?? true);
      }),
      RUNS,
    );
  });

  it('rejects each single mutation with its own code', () => {
    expectEachMutationRejected(validElementOptions, MUTATIONS, (input) => checkElementOptions(input, context)?.code);
  });

  it('warns, never fails, when format or translation is set on card holder, month, PIN or CVV', () => {
    fc.assert(
      fc.property(validElementOptions.filter(typeIs('CARDHOLDER_NAME', 'EXPIRATION_MONTH', 'PIN', 'CVV')), fc.string(), (options, format) => {
        const result = parseElementOptions({ ...options, format }, context);
        if (!result.ok) throw result.error;
        expect(result.value.warnings.map((w) => w.code)).toContain('FORMAT_IGNORED');
        expect(result.value.element.mask).toBeNull();
      }),
      RUNS,
    );
  });
});
