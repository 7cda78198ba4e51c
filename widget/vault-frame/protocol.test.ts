import { describe, expect, it } from 'vitest';
import { BUS, parseFrameConfig, parseFromFrame, parseToFrame, type FrameConfig } from './protocol';

const CONFIG: FrameConfig = {
  layout: ['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV'],
  expiryFormat: 'MM/YY',
  yearFormat: 'YYYY',
  cardSeparator: '-',
  enableCardIcon: true,
  required: false,
  storeInstrument: { label: 'Save', checked: false, style: { color: 'red' } },
  billingAddress: true,
  installments: true,
  currency: 'BRL',
};

const card = { token: 'tok_1', bin: '43893500', last4: '0002', network: 'visa' };
const collected = {
  storeInstrument: true,
  enrollInstrumentToNetworkOffers: false,
  selectedInstallment: { count: 3, amount: '0.34' },
  billingInfo: { country: { name: 'Brazil', code: 'BR' }, postalCode: '01310-100' },
};

describe('parseFrameConfig', () => {
  it('accepts a resolved config', () => {
    expect(parseFrameConfig(JSON.parse(JSON.stringify(CONFIG)))).toEqual(CONFIG);
  });

  it.each([
    ['an unknown field type', { ...CONFIG, layout: ['CARD_NUMBER', 'PIN'] }],
    ['an empty layout', { ...CONFIG, layout: [] }],
    ['an unknown expiry format', { ...CONFIG, expiryFormat: 'DD/MM' }],
    ['an unknown separator', { ...CONFIG, cardSeparator: '.' }],
    ['a non-boolean flag', { ...CONFIG, billingAddress: 'yes' }],
    ['a bad currency', { ...CONFIG, currency: 'usd' }],
    ['a store checkbox without label', { ...CONFIG, storeInstrument: { checked: false, style: {} } }],
  ])('refuses %s', (_name, value) => {
    expect(parseFrameConfig(value)).toBeNull();
  });
});

describe('messages from the frame', () => {
  it('accepts a tokenization result only with its collected values', () => {
    const ok = { bus: BUS, type: 'TOKENIZATION_RESPONSE', requestId: 'r1', result: { ok: true, card, collected } };
    expect(parseFromFrame(ok)).toEqual(ok);
    expect(parseFromFrame({ ...ok, result: { ok: true, card } })).toBeNull();
    expect(parseFromFrame({ ...ok, result: { ok: true, card, collected: { ...collected, selectedInstallment: { count: 0, amount: '1.00' } } } })).toBeNull();
    expect(parseFromFrame({ ...ok, result: { ok: true, card, collected: { ...collected, billingInfo: { country: { name: 'Brazil', code: 'bra' }, postalCode: '' } } } })).toBeNull();
  });

  it('accepts a change payload with billingAddress and known elements only', () => {
    const state = { isValid: true, cardNetwork: 'visa', bin: '438935', billingAddress: collected.billingInfo, elements: {} };
    expect(parseFromFrame({ bus: BUS, type: 'CHANGE', state })).toEqual({ bus: BUS, type: 'CHANGE', state });
    const element = { isEmpty: false, isComplete: true, isValid: true, isFocused: false, isRequired: true };
    expect(parseFromFrame({ bus: BUS, type: 'CHANGE', state: { ...state, elements: { PIN: element } } })).toBeNull();
    expect(parseFromFrame({ bus: BUS, type: 'CHANGE', state: { ...state, billingAddress: undefined } })).toBeNull();
  });

  it('accepts focus leaving the frame forward or backward and Escape, nothing else', () => {
    expect(parseFromFrame({ bus: BUS, type: 'FOCUS_LEAVE', direction: 'next' })).toEqual({ bus: BUS, type: 'FOCUS_LEAVE', direction: 'next' });
    expect(parseFromFrame({ bus: BUS, type: 'FOCUS_LEAVE', direction: 'previous', extra: 1 })).toEqual({ bus: BUS, type: 'FOCUS_LEAVE', direction: 'previous' });
    expect(parseFromFrame({ bus: BUS, type: 'FOCUS_LEAVE', direction: 'up' })).toBeNull();
    expect(parseFromFrame({ bus: BUS, type: 'FOCUS_LEAVE' })).toBeNull();
    expect(parseFromFrame({ bus: BUS, type: 'ESCAPE', key: 'x' })).toEqual({ bus: BUS, type: 'ESCAPE' });
    expect(parseFromFrame({ bus: 'other', type: 'ESCAPE' })).toBeNull();
  });

  it('accepts a value answer of a string or null', () => {
    expect(parseFromFrame({ bus: BUS, type: 'VALUE', requestId: 'r', value: null })).not.toBeNull();
    expect(parseFromFrame({ bus: BUS, type: 'VALUE', requestId: 'r', value: 4 })).toBeNull();
  });
});

describe('messages to the frame', () => {
  it('checks installment options and element types', () => {
    expect(parseToFrame({ bus: BUS, type: 'SET_INSTALLMENTS', options: [{ count: 2, amount: '0.50' }] })).not.toBeNull();
    expect(parseToFrame({ bus: BUS, type: 'SET_INSTALLMENTS', options: [{ count: 2, amount: 0.5 }] })).toBeNull();
    expect(parseToFrame({ bus: BUS, type: 'GET_VALUE', requestId: 'r', element: 'CVV' })).not.toBeNull();
    expect(parseToFrame({ bus: BUS, type: 'GET_VALUE', requestId: 'r', element: 'PIN' })).toBeNull();
    expect(parseToFrame({ bus: BUS, type: 'SET_VALUE', element: 'CARD_NUMBER', value: 42 })).toBeNull();
  });

  it('asks the frame to focus its first or last field only', () => {
    expect(parseToFrame({ bus: BUS, type: 'FOCUS_FIELD', edge: 'last' })).toEqual({ bus: BUS, type: 'FOCUS_FIELD', edge: 'last' });
    expect(parseToFrame({ bus: BUS, type: 'FOCUS_FIELD', edge: 'middle' })).toBeNull();
    expect(parseToFrame({ bus: BUS, type: 'FOCUS_FIELD', edge: ['first'] })).toBeNull();
  });
});
