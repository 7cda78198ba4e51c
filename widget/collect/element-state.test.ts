import { describe, expect, it } from 'vitest';
import { orThrow } from './collect-errors';
import { parseElementOptions, type ResolvedElement } from './element-options';
import { computeElementState, matchesMask } from './element-state';

const NOW = new Date(2030, 5, 15);
const element = (options: Record<string, unknown>): ResolvedElement =>
  orThrow(parseElementOptions({ table: 't', column: 'c', ...options })).element;
const state = (options: Record<string, unknown>, value: string, extra: Partial<Parameters<typeof computeElementState>[0]> = {}) =>
  computeElementState({ element: element(options), value, now: NOW, ...extra });

describe('computeElementState', () => {
  it('an empty element is valid exactly when not required, and never complete', () => {
    expect(state({ type: 'CVV' }, '  ')).toMatchObject({ isEmpty: true, isValid: true, isComplete: false, isRequired: false });
    expect(state({ type: 'CVV', required: true }, '')).toMatchObject({ isEmpty: true, isValid: false, isRequired: true });
  });

  it('uses the card rules per type', () => {
    expect(state({ type: 'CARD_NUMBER' }, '4242 4242 4242 4242')).toMatchObject({ isValid: true, isComplete: true });
    expect(state({ type: 'CARD_NUMBER' }, '4242 4242 4242 4241').isValid).toBe(false);
    expect(state({ type: 'CARDHOLDER_NAME' }, 'J')).toMatchObject({ isValid: false, isComplete: false });
    expect(state({ type: 'PIN' }, '1234').isValid).toBe(true);
    expect(state({ type: 'PIN' }, '123').isValid).toBe(false);
    expect(state({ type: 'EXPIRATION_MONTH' }, '13').isValid).toBe(false);
    expect(state({ type: 'EXPIRATION_MONTH' }, '07')).toMatchObject({ isValid: true, isComplete: true });
    expect(state({ type: 'EXPIRATION_YEAR' }, '29')).toMatchObject({ isValid: false, isComplete: true });
    expect(state({ type: 'EXPIRATION_YEAR', format: 'YYYY' }, '2031').isValid).toBe(true);
  });

  it('reads the expiry in its format and refuses past months', () => {
    expect(state({ type: 'EXPIRATION_DATE' }, '06/30')).toMatchObject({ isValid: true, isComplete: true });
    expect(state({ type: 'EXPIRATION_DATE' }, '05/30').isValid).toBe(false);
    expect(state({ type: 'EXPIRATION_DATE', format: 'YYYY/MM' }, '2031/01')).toMatchObject({ isValid: true, isComplete: true });
    expect(state({ type: 'EXPIRATION_DATE', format: 'YYYY/MM' }, '01/31').isValid).toBe(false);
  });

  it('checks a CVV against the card network when one is known, else 3-4 digits', () => {
    expect(state({ type: 'CVV' }, '1234').isValid).toBe(true);
    expect(state({ type: 'CVV' }, '1234', { cardNetwork: 'visa' }).isValid).toBe(false);
    expect(state({ type: 'CVV' }, '1234', { cardNetwork: 'amex' })).toMatchObject({ isValid: true, isComplete: true });
  });

  it('applies the INPUT_FIELD mask and the validation rules', () => {
    expect(state({ type: 'INPUT_FIELD', format: 'XX-XX' }, '12-34').isValid).toBe(true);
    expect(state({ type: 'INPUT_FIELD', format: 'XX-XX' }, '1234').isValid).toBe(false);
    const rules = [{ type: 'LENGTH_MATCH_RULE', params: { min: 3 } }];
    expect(state({ type: 'INPUT_FIELD', validations: rules }, 'ab')).toMatchObject({ isValid: false, isComplete: false });
    expect(state({ type: 'PIN', validations: rules }, '1234').isValid).toBe(true);
    const startsWith9 = [{ type: 'REGEX_MATCH_RULE', params: { regex: '^9' } }];
    expect(state({ type: 'PIN', validations: startsWith9 }, '1234')).toMatchObject({ isValid: false, isComplete: false });
    // A type with a length stays complete when a rule fails: it is fully typed, just wrong.
    expect(state({ type: 'EXPIRATION_MONTH', validations: startsWith9 }, '07')).toMatchObject({ isValid: false, isComplete: true });
  });

  it('returns values in DEV; in PROD only a masked card number', () => {
    expect(state({ type: 'CVV' }, '123', { environment: 'DEV' }).value).toBe('123');
    expect(state({ type: 'CVV' }, '123', { environment: 'PROD' }).value).toBeNull();
    expect(state({ type: 'CVV' }, '123').value).toBeNull();
    expect(state({ type: 'CARD_NUMBER' }, '4242 4242 4242 4242', { environment: 'PROD' }).value).toBe('4242 4242 XXXX XXXX');
  });

  it('reports focus', () => {
    expect(state({ type: 'CVV' }, '', { isFocused: true }).isFocused).toBe(true);
  });
});

describe('matchesMask', () => {
  const mask = { pattern: 'AA-99', translation: { A: /[A-Z]/, 9: /\d/ } };
  it('matches translated characters and literals, at the exact length', () => {
    expect(matchesMask('AB-12', mask)).toBe(true);
    expect(matchesMask('AB 12', mask)).toBe(false);
    expect(matchesMask('ab-12', mask)).toBe(false);
    expect(matchesMask('AB-1', mask)).toBe(false);
  });
});
