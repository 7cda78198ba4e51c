import { describe, expect, it } from 'vitest';
import { checkValidationRule, firstFailedRule, parseValidationRule, parseValidations, passesRule, type ValidationRule } from './validation-rules';

const context = { knownElements: new Set(['cards.number', 'cards.cvv']), self: 'cards.cvv' };
const parse = (input: unknown): ValidationRule => {
  const result = parseValidationRule(input, context);
  if (!result.ok) throw result.error;
  return result.value;
};

describe('parseValidationRule', () => {
  it.each([
    [{ type: 'REGEX_MATCH_RULE', params: { regex: '^\\d+$' } }],
    [{ type: 'REGEX_MATCH_RULE', params: { regex: /^a/i, error: 'letters' } }],
    [{ type: 'LENGTH_MATCH_RULE', params: { min: 2 } }],
    [{ type: 'LENGTH_MATCH_RULE', params: { max: 0 } }],
    [{ type: 'LENGTH_MATCH_RULE', params: { min: 3, max: 3 } }],
    [{ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'cards.number' } }],
    [{ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: { name: 'cards.number' } } }],
  ])('accepts %j', (rule) => {
    expect(checkValidationRule(rule, context)).toBeNull();
  });

  it.each([
    ['not an object', 'x', 'INVALID_VALIDATION_RULE'],
    ['no type', { params: {} }, 'MISSING_VALIDATION_RULE_TYPE'],
    ['unknown type', { type: 'SAME', params: {} }, 'INVALID_VALIDATION_RULE_TYPE'],
    ['no params', { type: 'LENGTH_MATCH_RULE' }, 'MISSING_VALIDATION_RULE_PARAMS'],
    ['params array', { type: 'LENGTH_MATCH_RULE', params: [] }, 'INVALID_VALIDATION_RULE_PARAMS'],
    ['error not text', { type: 'LENGTH_MATCH_RULE', params: { min: 1, error: 3 } }, 'INVALID_VALIDATION_RULE_PARAMS'],
    ['no regex', { type: 'REGEX_MATCH_RULE', params: {} }, 'MISSING_REGEX_IN_REGEX_MATCH_RULE'],
    ['regex does not compile', { type: 'REGEX_MATCH_RULE', params: { regex: '(' } }, 'INVALID_REGEX_IN_REGEX_MATCH_RULE'],
    ['regex a number', { type: 'REGEX_MATCH_RULE', params: { regex: 5 } }, 'INVALID_REGEX_IN_REGEX_MATCH_RULE'],
    ['no min or max', { type: 'LENGTH_MATCH_RULE', params: {} }, 'MISSING_MIN_AND_MAX_IN_LENGTH_MATCH_RULE'],
    ['negative min', { type: 'LENGTH_MATCH_RULE', params: { min: -1 } }, 'INVALID_MIN_OR_MAX_IN_LENGTH_MATCH_RULE'],
    ['max text', { type: 'LENGTH_MATCH_RULE', params: { max: '4' } }, 'INVALID_MIN_OR_MAX_IN_LENGTH_MATCH_RULE'],
    ['min above max', { type: 'LENGTH_MATCH_RULE', params: { min: 5, max: 4 } }, 'INVALID_MIN_OR_MAX_IN_LENGTH_MATCH_RULE'],
    ['no element', { type: 'ELEMENT_VALUE_MATCH_RULE', params: {} }, 'MISSING_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE'],
    ['element empty', { type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: '' } }, 'INVALID_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE'],
    ['element unknown', { type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'x.y' } }, 'INVALID_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE'],
    ['element itself', { type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'cards.cvv' } }, 'INVALID_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE'],
  ])('rejects %s with its code', (_name, rule, code) => {
    expect(checkValidationRule(rule, context)?.code).toBe(code);
  });
});

describe('parseValidations', () => {
  it('treats absent as no rules and rejects a non-array', () => {
    expect(parseValidations(undefined, context)).toEqual({ ok: true, value: [] });
    const result = parseValidations({}, context);
    expect(result.ok ? null : result.error.code).toBe('INVALID_VALIDATIONS');
  });

  it('names the failing rule by index', () => {
    const result = parseValidations([{ type: 'LENGTH_MATCH_RULE', params: { min: 1 } }, {}], context);
    expect(result.ok ? null : [result.error.code, result.error.detail]).toEqual(['MISSING_VALIDATION_RULE_TYPE', 'validations[1]']);
  });
});

describe('passesRule', () => {
  const none = () => undefined;

  it('matches a regex, and a /g regex gives the same answer every time', () => {
    const rule = parse({ type: 'REGEX_MATCH_RULE', params: { regex: /^\d+$/g } });
    expect([passesRule(rule, '123', none), passesRule(rule, '123', none)]).toEqual([true, true]);
    expect(passesRule(rule, '12a', none)).toBe(false);
  });

  it('bounds the length inclusively', () => {
    const rule = parse({ type: 'LENGTH_MATCH_RULE', params: { min: 2, max: 3 } });
    expect(['a', 'ab', 'abc', 'abcd'].map((v) => passesRule(rule, v, none))).toEqual([false, true, true, false]);
  });

  it('compares with the other element, failing when it has no value', () => {
    const rule = parse({ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'cards.number' } });
    expect(passesRule(rule, 'x', () => 'x')).toBe(true);
    expect(passesRule(rule, 'x', () => 'y')).toBe(false);
    expect(passesRule(rule, 'x', none)).toBe(false);
  });

  it('firstFailedRule returns the first rule that fails', () => {
    const min = parse({ type: 'LENGTH_MATCH_RULE', params: { min: 5 } });
    const digits = parse({ type: 'REGEX_MATCH_RULE', params: { regex: '^\\d*$' } });
    expect(firstFailedRule([digits, min], 'ab', none)).toBe(digits);
    expect(firstFailedRule([digits, min], '12345', none)).toBeNull();
  });
});
