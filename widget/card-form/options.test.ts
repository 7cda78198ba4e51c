import { describe, expect, it } from 'vitest';
import { CollectError } from '../collect/collect-errors';
import { NO_CARD_CLIENT_CONFIG } from '../installments/installments';
import { CARD_FORM_TEXT } from '../messages';
import { CardFormError } from './card-form-errors';
import { DEFAULT_FRAME_CONFIG } from '../vault-frame/protocol';
import { checkLayout, DEFAULT_LAYOUT, resolveCardFormOptions, SEPARATE_EXPIRY_LAYOUT } from './options';

const resolve = (options: unknown) => resolveCardFormOptions(options, NO_CARD_CLIENT_CONFIG, 'USD');
const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof CollectError || error instanceof CardFormError ? error.code : 'uncoded';
  }
};

describe('resolveCardFormOptions defaults', () => {
  it('gives the default form with no options', () => {
    const { frame, warnings, logLevel } = resolve(undefined);
    expect(frame).toEqual({
      layout: DEFAULT_LAYOUT,
      expiryFormat: 'MM/YY',
      yearFormat: 'YY',
      cardSeparator: ' ',
      enableCardIcon: true,
      required: false,
      storeInstrument: null,
      billingAddress: false,
      installments: false,
      currency: 'USD',
    });
    expect(frame).toEqual(DEFAULT_FRAME_CONFIG);
    expect(warnings).toEqual([]);
    expect(logLevel).toBe('ERROR');
  });

  it('takes the clientConfig flags and currency', () => {
    const { frame } = resolveCardFormOptions({}, { supportsBillingInfo: true, supportsInstallments: true, installments: {} }, 'BRL');
    expect(frame).toMatchObject({ billingAddress: true, installments: true, currency: 'BRL' });
  });
});

describe('layout (widget §5)', () => {
  it('accepts a custom order and separate expiry fields', () => {
    const layout = ['CARD_NUMBER', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV', 'CARDHOLDER_NAME'];
    expect(resolve({ layout }).frame.layout).toEqual(layout);
    expect(resolve({ expiryFields: 'separate' }).frame.layout).toEqual(SEPARATE_EXPIRY_LAYOUT);
  });

  it.each([
    [[], 'INVALID_CARD_FORM_LAYOUT'],
    ['CARD_NUMBER', 'INVALID_CARD_FORM_LAYOUT'],
    [['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_DATE', 'CVV', 'PIN'], 'UNKNOWN_CARD_FORM_FIELD_TYPE'],
    [['CARDHOLDER_NAME', 'CARD_NUMBER', 'CARD_NUMBER', 'EXPIRATION_DATE', 'CVV'], 'DUPLICATE_CARD_FORM_FIELD_TYPE'],
    [['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_DATE'], 'INCOMPLETE_CARD_FORM_LAYOUT'],
    [['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_MONTH', 'CVV'], 'INCOMPLETE_CARD_FORM_LAYOUT'],
    [['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_DATE', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV'], 'INCOMPLETE_CARD_FORM_LAYOUT'],
  ])('refuses %j with %s', (layout, code) => {
    expect(checkLayout(layout)?.code).toBe(code);
    expect(codeOf(() => resolve({ layout }))).toBe(code);
  });
});

describe('formats', () => {
  it('wires supported formats and the hyphen separator', () => {
    const { frame, warnings } = resolve({ expiryFormat: 'YYYY/MM', yearFormat: 'YYYY', cardNumberFormat: 'XXXX-XXXX-XXXX-XXXX' });
    expect(frame).toMatchObject({ expiryFormat: 'YYYY/MM', yearFormat: 'YYYY', cardSeparator: '-' });
    expect(warnings).toEqual([]);
  });

  it('falls back to the defaults with a warning for unsupported formats, never throwing', () => {
    const { frame, warnings } = resolve({ expiryFormat: 'DD/MM', yearFormat: 'Y', cardNumberFormat: 'XXXX.XXXX' });
    expect(frame).toMatchObject({ expiryFormat: 'MM/YY', yearFormat: 'YY', cardSeparator: ' ' });
    expect(warnings.join('\n')).toMatch(/UNSUPPORTED_EXPIRY_FORMAT/);
    expect(warnings.join('\n')).toMatch(/UNSUPPORTED_YEAR_FORMAT/);
    expect(warnings.join('\n')).toMatch(/UNSUPPORTED_CARD_NUMBER_FORMAT/);
  });
});

describe('type checks', () => {
  it.each([
    [{ enableCardIcon: 'yes' }, 'INVALID_BOOLEAN_OPTIONS'],
    [{ required: 1 }, 'INVALID_BOOLEAN_OPTIONS'],
    [{ showStoreInstrumentCheckbox: 'true' }, 'INVALID_CARD_FORM_OPTIONS'],
    [{ expiryFields: 'split' }, 'INVALID_CARD_FORM_OPTIONS'],
    [{ labels: { storeInstrument: 3 } }, 'INVALID_CARD_FORM_OPTIONS'],
    [{ styles: { storeInstrumentCheckbox: 'red' } }, 'INVALID_CARD_FORM_OPTIONS'],
    [{ logLevel: 'VERBOSE' }, 'INVALID_CARD_FORM_OPTIONS'],
    ['options', 'INVALID_CARD_FORM_OPTIONS'],
  ])('refuses %j with %s', (options, code) => {
    expect(codeOf(() => resolve(options))).toBe(code);
  });

  it('takes booleans as given', () => {
    expect(resolve({ enableCardIcon: false, required: true }).frame).toMatchObject({ enableCardIcon: false, required: true });
  });
});

describe('store-instrument checkbox', () => {
  it('has the default label, and the merchant label when given', () => {
    expect(resolve({ showStoreInstrumentCheckbox: true }).frame.storeInstrument).toEqual({ label: CARD_FORM_TEXT.storeInstrument, checked: false, style: {} });
    expect(resolve({ showStoreInstrumentCheckbox: true, storeInstrumentChecked: true, labels: { storeInstrument: 'Keep card' } }).frame.storeInstrument).toMatchObject({
      label: 'Keep card',
      checked: true,
    });
  });

  it('still honours the deprecated saveInstrument label and storeCardCheckbox style, with a warning each', () => {
    const { frame, warnings } = resolve({
      showStoreInstrumentCheckbox: true,
      labels: { saveInstrument: 'Save it' },
      styles: { storeCardCheckbox: { color: 'red' } },
    });
    expect(frame.storeInstrument).toEqual({ label: 'Save it', checked: false, style: { color: 'red' } });
    expect(warnings).toEqual([
      expect.stringMatching(/DEPRECATED_SAVE_INSTRUMENT.*use `storeInstrument`/),
      expect.stringMatching(/DEPRECATED_STORE_CARD_CHECKBOX.*use `storeInstrumentCheckbox`/),
    ]);
  });

  it('prefers the new names when both are given', () => {
    const { frame } = resolve({ showStoreInstrumentCheckbox: true, labels: { storeInstrument: 'New', saveInstrument: 'Old' } });
    expect(frame.storeInstrument?.label).toBe('New');
  });
});
