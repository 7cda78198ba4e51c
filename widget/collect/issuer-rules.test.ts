/**
 * The card rules issue 11 (point 2) asks the shipped code to apply: the month/year pair checked
 * together, the card-number grouping rule, the Maestro ranges, the 50-year expiry limit and the CVV
 * length per network (docs/decisions/0008-issuer-card-rules.md). Run through computeElementState, the function both the
 * collect container and the vault frame compute their states with.
 */
import { describe, expect, it } from 'vitest';
import { detectNetwork } from '../card/networks';
import { orThrow } from './collect-errors';
import { createCollectContainer } from './collect-container';
import { parseElementOptions, type ResolvedElement } from './element-options';
import { computeElementState } from './element-state';

/** The date of the report: October 2026 has passed, November 2026 has not. */
const NOW = new Date(2026, 10, 22);
const element = (options: Record<string, unknown>): ResolvedElement =>
  orThrow(parseElementOptions({ table: 't', column: 'c', ...options })).element;
const month = (value: string, year: string, yearFormat: 'YY' | 'YYYY' = 'YY') =>
  computeElementState({ element: element({ type: 'EXPIRATION_MONTH' }), value, now: NOW, pairedYear: { value: year, yearFormat } }).isValid;

describe('the expiry month and year are checked together', () => {
  it('refuses a month that has passed in this year, accepts this month and later', () => {
    expect(month('10', '26')).toBe(false);
    expect(month('11', '26')).toBe(true);
    expect(month('01', '27')).toBe(true);
    expect(month('10', '2026', 'YYYY')).toBe(false);
  });

  it('judges the month alone while the year is not readable yet', () => {
    expect(month('10', '')).toBe(true);
    expect(month('10', '2')).toBe(true);
    expect(month('13', '27')).toBe(false);
  });

  it('makes a container with separate fields invalid for an expired pair', () => {
    const container = createCollectContainer({
      type: 'COLLECT',
      vaultUrl: 'https://vault.example',
      getBearerToken: () => 'unused',
      host: { querySelector: () => ({ nodeType: 1 }) },
      transport: () => Promise.resolve({ kind: 'ok', body: {} }),
      now: () => NOW.getTime(),
    });
    const m = container.create({ type: 'EXPIRATION_MONTH', table: 'cards', column: 'month', required: true });
    const y = container.create({ type: 'EXPIRATION_YEAR', table: 'cards', column: 'year', required: true });
    m.mount('#m');
    y.mount('#y');
    m.input('10');
    y.input('26');
    expect(y.getState().isValid).toBe(true);
    expect(m.getState().isValid).toBe(false);
    expect(container.validate()).toBe(false);
    y.input('27');
    expect(container.validate()).toBe(true);
  });
});

describe('expiry years more than 50 years ahead are refused', () => {
  const year = (value: string, format: 'YY' | 'YYYY') =>
    computeElementState({ element: element({ type: 'EXPIRATION_YEAR', format }), value, now: NOW }).isValid;
  const date = (value: string, format = 'MM/YY') =>
    computeElementState({ element: element({ type: 'EXPIRATION_DATE', format }), value, now: NOW }).isValid;

  it('accepts up to 2076 in 2026 and refuses 2077', () => {
    expect(year('76', 'YY')).toBe(true);
    expect(year('77', 'YY')).toBe(false);
    expect(year('2076', 'YYYY')).toBe(true);
    expect(year('2077', 'YYYY')).toBe(false);
    expect(year('9999', 'YYYY')).toBe(false);
    expect(date('12/76')).toBe(true);
    expect(date('01/77')).toBe(false);
    expect(date('01/2099', 'MM/YYYY')).toBe(false);
  });
});

describe('the card number grouping rule (groups of 2-6 digits)', () => {
  const valid = (value: string) => computeElementState({ element: element({ type: 'CARD_NUMBER' }), value, now: NOW }).isValid;

  it('refuses a Luhn-valid number typed in groups the rule does not allow', () => {
    expect(valid('4 242424242424242')).toBe(false);
    expect(valid('4242424242424242')).toBe(false);
    expect(valid('4242  4242 4242 4242')).toBe(false);
  });

  it('accepts the grouped number, with spaces or hyphens', () => {
    expect(valid('4242 4242 4242 4242')).toBe(true);
    expect(valid('4242-4242-4242-4242')).toBe(true);
    expect(valid('3782 822463 10005')).toBe(true);
  });
});

describe('Maestro ranges that real Maestro cards use', () => {
  it.each([
    ['500000', 'maestro'],
    ['501800', 'maestro'],
    ['502000', 'maestro'],
    ['503800', 'maestro'],
    ['504174', 'maestro'],
    ['504175', null],
    ['504176', 'maestro'],
    ['506698', 'maestro'],
    ['506700', null],
    ['506779', 'maestro'],
    ['508999', 'maestro'],
    ['560000', 'maestro'],
    ['589300', 'maestro'],
    ['630400', 'maestro'],
    ['639000', 'maestro'],
    ['675900', 'maestro'],
    ['676100', 'maestro'],
    ['510000', 'mastercard'],
    ['493698', 'visa'],
    ['601100', 'discover'],
    ['620000', 'unionpay'],
  ])('%s is %s', (prefix, network) => {
    expect(detectNetwork(prefix)).toBe(network);
  });

  it('accepts a 12-digit and a 19-digit Maestro number', () => {
    const valid = (value: string) => computeElementState({ element: element({ type: 'CARD_NUMBER' }), value, now: NOW }).isValid;
    expect(valid('6759 6498 2648')).toBe(true);
    expect(valid('5612 3456 7890 1234 561')).toBe(true);
  });
});

describe('CVV length per network: Amex 4 digits, every other network 3', () => {
  const cvv = (value: string, cardNetwork: Parameters<typeof computeElementState>[0]['cardNetwork']) =>
    computeElementState({ element: element({ type: 'CVV' }), value, now: NOW, cardNetwork });

  it('takes 4 digits for Amex and refuses 3', () => {
    expect(cvv('1234', 'amex')).toMatchObject({ isValid: true, isComplete: true });
    expect(cvv('123', 'amex')).toMatchObject({ isValid: false, isComplete: false });
  });

  it.each(['visa', 'mastercard', 'discover', 'diners', 'jcb', 'maestro', 'unionpay', 'hipercard'] as const)('%s stops at 3', (network) => {
    expect(cvv('123', network)).toMatchObject({ isValid: true, isComplete: true });
    expect(cvv('1234', network).isValid).toBe(false);
  });
});
