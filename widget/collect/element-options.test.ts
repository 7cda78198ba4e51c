import { describe, expect, it } from 'vitest';
import { checkElementOptions, parseElementOptions, type ParsedElement } from './element-options';

const base = { table: 'cards', column: 'value' };
const ok = (input: unknown, knownElements?: ReadonlySet<string>): ParsedElement => {
  const result = parseElementOptions(input, { knownElements });
  if (!result.ok) throw result.error;
  return result.value;
};
const codes = (parsed: ParsedElement): string[] => parsed.warnings.map((w) => w.code);

describe('parseElementOptions: defaults', () => {
  it('applies the spec defaults: enableCardIcon true, required false, MM/YY, YY, spaced card number', () => {
    const { element, warnings } = ok({ ...base, type: 'CARD_NUMBER' });
    expect(element).toMatchObject({
      name: 'cards.value',
      enableCardIcon: true,
      required: false,
      expiryFormat: 'MM/YY',
      yearFormat: 'YY',
      cardNumberFormat: 'XXXX XXXX XXXX XXXX',
      mask: null,
      skyflowID: null,
      validations: [],
    });
    expect(warnings).toEqual([]);
  });

  it('names radio buttons by value so that one group can share a column', () => {
    expect(ok({ ...base, type: 'radio', value: 'yes' }).element.name).toBe('cards.value.yes');
    expect(ok({ ...base, type: 'radio', value: 'yes', name: 'r' }).element.name).toBe('r');
  });

  it('normalises dropdown options', () => {
    expect(ok({ ...base, type: 'dropdown', options: ['a', { value: 'b', text: 'Bee' }, { value: 'c' }] }).element.options).toEqual([
      { value: 'a', text: 'a' },
      { value: 'b', text: 'Bee' },
      { value: 'c', text: 'c' },
    ]);
  });
});

describe('parseElementOptions: format and translation', () => {
  it.each(['CARDHOLDER_NAME', 'EXPIRATION_MONTH', 'PIN', 'CVV'])('ignores them with warnings for %s', (type) => {
    const parsed = ok({ ...base, type, format: 'XX', translation: { X: '[0-9]' } });
    expect(codes(parsed)).toEqual(['TRANSLATION_IGNORED', 'FORMAT_IGNORED']);
    expect(parsed.element.mask).toBeNull();
  });

  it('defines a mask for INPUT_FIELD, with X as a digit by default', () => {
    const { element } = ok({ ...base, type: 'INPUT_FIELD', format: 'XX-XX' });
    expect(element.mask?.pattern).toBe('XX-XX');
    expect(element.mask?.translation.X?.source).toBe('[0-9]');
    expect(ok({ ...base, type: 'INPUT_FIELD', format: 'AA', translation: { A: '[a-z]' } }).element.mask?.translation.A?.source).toBe('[a-z]');
  });

  it('lets format win over mask on INPUT_FIELD, with a warning', () => {
    const parsed = ok({ ...base, type: 'INPUT_FIELD', format: 'XX', mask: ['YYYY', { Y: '.' }] });
    expect(parsed.element.mask?.pattern).toBe('XX');
    expect(codes(parsed)).toEqual(['MASK_OVERRIDDEN_BY_FORMAT']);
    expect(ok({ ...base, type: 'INPUT_FIELD', mask: ['YY', { Y: '.' }] }).element.mask?.pattern).toBe('YY');
  });

  it('falls back with a warning for an unsupported expiry, year or card number format (widget/card rules)', () => {
    const expiry = ok({ ...base, type: 'EXPIRATION_DATE', format: 'DD/MM' });
    expect([expiry.element.expiryFormat, codes(expiry)]).toEqual(['MM/YY', ['UNSUPPORTED_EXPIRY_FORMAT']]);
    expect(ok({ ...base, type: 'EXPIRATION_DATE', format: 'YYYY/MM' }).element.expiryFormat).toBe('YYYY/MM');
    const year = ok({ ...base, type: 'EXPIRATION_YEAR', format: 'Y' });
    expect([year.element.yearFormat, codes(year)]).toEqual(['YY', ['UNSUPPORTED_YEAR_FORMAT']]);
    const card = ok({ ...base, type: 'CARD_NUMBER', format: 'XXXX.XXXX' });
    expect([card.element.cardNumberFormat, codes(card)]).toEqual(['XXXX XXXX XXXX XXXX', ['UNSUPPORTED_CARD_NUMBER_FORMAT']]);
    expect(ok({ ...base, type: 'CARD_NUMBER', format: 'XXXX-XXXX-XXXX-XXXX' }).element.cardNumberFormat).toBe('XXXX-XXXX-XXXX-XXXX');
  });
});

describe('parseElementOptions: errors', () => {
  it.each([
    ['options not an object', null, 'INVALID_ELEMENT_OPTIONS'],
    ['no type', { ...base }, 'MISSING_ELEMENT_TYPE'],
    ['unknown type', { ...base, type: 'IBAN' }, 'INVALID_ELEMENT_TYPE'],
    ['lower-case card type', { ...base, type: 'cvv' }, 'INVALID_ELEMENT_TYPE'],
    ['no table', { type: 'CVV', column: 'c' }, 'MISSING_TABLE_IN_ELEMENT'],
    ['blank table', { type: 'CVV', table: ' ', column: 'c' }, 'INVALID_TABLE_IN_ELEMENT'],
    ['no column', { type: 'CVV', table: 't' }, 'MISSING_COLUMN_IN_ELEMENT'],
    ['column a number', { type: 'CVV', table: 't', column: 1 }, 'INVALID_COLUMN_IN_ELEMENT'],
    ['empty skyflowID', { ...base, type: 'CVV', skyflowID: '' }, 'INVALID_SKYFLOW_ID_IN_ELEMENT'],
    ['empty name', { ...base, type: 'CVV', name: '' }, 'INVALID_ELEMENT_NAME'],
    ['label a number', { ...base, type: 'CVV', label: 3 }, 'INVALID_TEXT_OPTION'],
    ['styles a string', { ...base, type: 'CVV', styles: 'red' }, 'INVALID_STYLES'],
    ['style variant a string', { ...base, type: 'CVV', styles: { base: 'red' } }, 'INVALID_STYLES'],
    ['class a number', { ...base, type: 'CVV', classes: { focus: 1 } }, 'INVALID_CLASSES'],
    ['required a string', { ...base, type: 'CVV', required: 'true' }, 'INVALID_BOOLEAN_OPTIONS'],
    ['enableCardIcon a number', { ...base, type: 'CARD_NUMBER', enableCardIcon: 1 }, 'INVALID_BOOLEAN_OPTIONS'],
    ['radio without value', { ...base, type: 'radio' }, 'MISSING_VALUE_IN_RADIO_OR_CHECKBOX'],
    ['checkbox with empty value', { ...base, type: 'checkbox', value: '' }, 'MISSING_VALUE_IN_RADIO_OR_CHECKBOX'],
    ['dropdown without options', { ...base, type: 'dropdown' }, 'INVALID_DROPDOWN_OPTIONS'],
    ['dropdown with empty options', { ...base, type: 'dropdown', options: [] }, 'INVALID_DROPDOWN_OPTIONS'],
    ['mask a string', { ...base, type: 'INPUT_FIELD', mask: 'XX' }, 'INVALID_INPUT_MASK'],
    ['mask starting with a number', { ...base, type: 'INPUT_FIELD', mask: [1] }, 'INVALID_INPUT_MASK'],
    ['mask translation not compiling', { ...base, type: 'INPUT_FIELD', mask: ['X', { X: '[' }] }, 'INVALID_INPUT_MASK'],
    ['replacePattern an object', { ...base, type: 'CVV', replacePattern: {} }, 'INVALID_REPLACE_PATTERN'],
    ['replacePattern not compiling', { ...base, type: 'CVV', replacePattern: ['('] }, 'INVALID_REPLACE_PATTERN'],
    ['input format empty', { ...base, type: 'INPUT_FIELD', format: '' }, 'INVALID_INPUT_FORMAT'],
    ['input translation an array', { ...base, type: 'INPUT_FIELD', format: 'X', translation: ['X'] }, 'INVALID_INPUT_TRANSLATION'],
    ['input translation key of two chars', { ...base, type: 'INPUT_FIELD', format: 'X', translation: { XY: '.' } }, 'INVALID_INPUT_TRANSLATION'],
    ['validations not an array', { ...base, type: 'CVV', validations: {} }, 'INVALID_VALIDATIONS'],
    ['rule without params', { ...base, type: 'CVV', validations: [{ type: 'LENGTH_MATCH_RULE' }] }, 'MISSING_VALIDATION_RULE_PARAMS'],
  ])('rejects %s with its code', (_name, input, code) => {
    expect(checkElementOptions(input)?.code).toBe(code);
  });

  it('lets an element value match rule name an element created before, never itself', () => {
    const rule = { type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'cards.pin' } };
    expect(checkElementOptions({ ...base, type: 'PIN', validations: [rule] }, { knownElements: new Set(['cards.pin']) })).toBeNull();
    expect(checkElementOptions({ ...base, type: 'PIN', column: 'pin', validations: [rule] }, { knownElements: new Set(['cards.pin']) })?.code).toBe(
      'INVALID_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE',
    );
  });
});

describe('parseElementOptions: every option as given (mutation survivors)', () => {
  it('keeps the texts, styles, classes and booleans it was given', () => {
    const styles = { base: { color: 'red', fontSize: 16 }, invalid: { color: 'crimson' } };
    const { element } = ok({ ...base, type: 'CARD_NUMBER', label: 'Card', placeholder: '1234', altText: 'card number', styles, classes: { invalid: 'bad' }, enableCardIcon: false, required: true });
    expect(element).toMatchObject({ label: 'Card', placeholder: '1234', altText: 'card number', styles, classes: { invalid: 'bad' }, enableCardIcon: false, required: true });
  });

  it('defaults absent texts, styles and classes to none', () => {
    expect(ok({ ...base, type: 'CVV' }).element).toMatchObject({ label: null, placeholder: null, altText: null, styles: {}, classes: {}, value: null, options: [] });
  });

  it.each([
    [{ styles: { base: { color: Number.NaN } } }, 'INVALID_STYLES'],
    [{ styles: { base: { color: true } } }, 'INVALID_STYLES'],
    [{ styles: { base: 'red' } }, 'INVALID_STYLES'],
    [{ styles: { base: { color: 'red' }, focus: { color: null } } }, 'INVALID_STYLES'],
    [{ classes: { invalid: 3 } }, 'INVALID_CLASSES'],
    [{ classes: { base: 'a', invalid: 3 } }, 'INVALID_CLASSES'],
    [{ label: 3 }, 'INVALID_TEXT_OPTION'],
    [{ altText: null }, 'INVALID_TEXT_OPTION'],
  ])('refuses %j with %s', (extra, code) => {
    expect(checkElementOptions({ ...base, type: 'CVV', ...extra })?.code).toBe(code);
  });

  it('names the unknown type in the error', () => {
    expect(checkElementOptions({ ...base, type: 'SSN' })?.message).toContain('type "SSN"');
  });

  it('keeps a checkbox value but names it by its column only; other types carry no value', () => {
    expect(ok({ ...base, type: 'checkbox', value: 'yes' }).element).toMatchObject({ name: 'cards.value', value: 'yes' });
    expect(ok({ ...base, type: 'textarea', value: 'yes' }).element).toMatchObject({ name: 'cards.value', value: null });
  });

  it('warns about each ignored option exactly once', () => {
    expect(codes(ok({ ...base, type: 'CVV', mask: ['XXX', { X: '[0-9]' }] }))).toEqual(['MASK_IGNORED']);
    expect(codes(ok({ ...base, type: 'INPUT_FIELD', translation: { X: '[0-9]' } }))).toEqual(['TRANSLATION_IGNORED']);
    expect(ok({ ...base, type: 'INPUT_FIELD', translation: { X: '[0-9]' } }).warnings[0]?.detail).toBe('no format');
    expect(codes(ok({ ...base, type: 'INPUT_FIELD', format: 'XX' }))).toEqual([]);
    expect(codes(ok({ ...base, type: 'CVV' }))).toEqual([]);
  });
});
