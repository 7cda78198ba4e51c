import { describe, expect, it } from 'vitest';
import {
  formatExpiry,
  formatExpiryInputAs,
  formatExpiryMonth,
  formatExpiryYear,
  parseExpiryAs,
  parseExpiryMonth,
  parseExpiryYear,
  resolveExpiryFormat,
  resolveYearFormat,
} from './expiry';

describe('resolveExpiryFormat', () => {
  it.each(['MM/YY', 'YYYY/MM', 'YY/MM', 'MM/YYYY'] as const)('keeps supported %s without a warning', (format) => {
    expect(resolveExpiryFormat(format)).toEqual({ format, warning: null });
  });

  it('uses MM/YY silently when nothing is configured', () => {
    expect(resolveExpiryFormat(undefined)).toEqual({ format: 'MM/YY', warning: null });
    expect(resolveExpiryFormat(null)).toEqual({ format: 'MM/YY', warning: null });
  });

  it.each(['DD/MM', 'mm/yy', 'MM-YY', '', 7])('falls back to MM/YY with a warning for %j', (option) => {
    expect(resolveExpiryFormat(option)).toEqual({
      format: 'MM/YY',
      warning: { code: 'UNSUPPORTED_EXPIRY_FORMAT', received: option, fallback: 'MM/YY' },
    });
  });
});

describe('resolveYearFormat', () => {
  it('keeps YY and YYYY, defaults silently to YY', () => {
    expect(resolveYearFormat('YYYY')).toEqual({ format: 'YYYY', warning: null });
    expect(resolveYearFormat('YY')).toEqual({ format: 'YY', warning: null });
    expect(resolveYearFormat(undefined)).toEqual({ format: 'YY', warning: null });
  });

  it('falls back to YY with a warning', () => {
    expect(resolveYearFormat('Y')).toEqual({
      format: 'YY',
      warning: { code: 'UNSUPPORTED_YEAR_FORMAT', received: 'Y', fallback: 'YY' },
    });
  });
});

describe('month and year fields', () => {
  it('needs a two-digit month 01-12', () => {
    expect(parseExpiryMonth('01')).toBe(1);
    expect(parseExpiryMonth('12')).toBe(12);
    expect(parseExpiryMonth('1')).toBeNull();
    expect(parseExpiryMonth('00')).toBeNull();
    expect(parseExpiryMonth('13')).toBeNull();
    expect(parseExpiryMonth('012')).toBeNull();
  });

  it('reads YY as 20YY and YYYY as is', () => {
    expect(parseExpiryYear('31', 'YY')).toBe(2031);
    expect(parseExpiryYear('2031', 'YYYY')).toBe(2031);
    expect(parseExpiryYear('2031', 'YY')).toBeNull();
    expect(parseExpiryYear('31', 'YYYY')).toBeNull();
  });

  it('writes months and years padded, and refuses what does not fit', () => {
    expect(formatExpiryMonth(3)).toBe('03');
    expect(formatExpiryYear(2005, 'YY')).toBe('05');
    expect(formatExpiryYear(2005, 'YYYY')).toBe('2005');
    expect(() => formatExpiryMonth(13)).toThrow(RangeError);
    expect(() => formatExpiryYear(2100, 'YY')).toThrow(RangeError);
    expect(() => formatExpiryYear(1999, 'YY')).toThrow(RangeError);
  });
});

describe('parseExpiryAs and formatExpiry', () => {
  const april2030 = { month: 4, year: 2030 };
  it.each([
    ['MM/YY', '04/30'],
    ['YYYY/MM', '2030/04'],
    ['YY/MM', '30/04'],
    ['MM/YYYY', '04/2030'],
  ] as const)('%s writes and reads %s', (format, text) => {
    expect(formatExpiry(april2030, format)).toBe(text);
    expect(parseExpiryAs(text, format)).toEqual(april2030);
  });

  it('refuses a value written in another format', () => {
    expect(parseExpiryAs('04/30', 'YYYY/MM')).toBeNull();
    expect(parseExpiryAs('2030/04', 'MM/YYYY')).toBeNull();
    expect(parseExpiryAs('30/04', 'MM/YY')).toBeNull();
  });

  it('refuses a one-digit month in any format', () => {
    expect(parseExpiryAs('4/30', 'MM/YY')).toBeNull();
    expect(parseExpiryAs('2030/4', 'YYYY/MM')).toBeNull();
  });

  it('ignores spaces around the value and the slash, like parseExpiry', () => {
    expect(parseExpiryAs(' 2030 / 04 ', 'YYYY/MM')).toEqual(april2030);
  });
});

describe('formatExpiryInputAs', () => {
  it('pads a month digit above 1 in either position', () => {
    expect(formatExpiryInputAs('4', 'MM/YYYY')).toBe('04/');
    expect(formatExpiryInputAs('305', 'YY/MM')).toBe('30/05');
    expect(formatExpiryInputAs('301', 'YY/MM')).toBe('30/1');
  });

  it('adds the slash after the first part and stops at the format length', () => {
    expect(formatExpiryInputAs('203', 'YYYY/MM')).toBe('203');
    expect(formatExpiryInputAs('2030', 'YYYY/MM')).toBe('2030/');
    expect(formatExpiryInputAs('2030/1299', 'YYYY/MM')).toBe('2030/12');
    expect(formatExpiryInputAs('12/2030x9', 'MM/YYYY')).toBe('12/2030');
  });
});

describe('month and year parts at their edges', () => {
  it('reads a month or year field with spaces around it', () => {
    expect(parseExpiryMonth(' 04 ')).toBe(4);
    expect(parseExpiryYear(' 30 ', 'YY')).toBe(2030);
  });

  it('writes every month 01-12 and refuses 0, 13 and fractions', () => {
    expect(formatExpiryMonth(1)).toBe('01');
    expect(formatExpiryMonth(12)).toBe('12');
    expect(() => formatExpiryMonth(0)).toThrow(/integer 1-12, got 0/);
    expect(() => formatExpiryMonth(13)).toThrow(/integer 1-12, got 13/);
    expect(() => formatExpiryMonth(1.5)).toThrow(RangeError);
  });

  it('writes YY for 2000-2099 and YYYY for 0-9999, padded', () => {
    expect(formatExpiryYear(2000, 'YY')).toBe('00');
    expect(formatExpiryYear(2099, 'YY')).toBe('99');
    expect(() => formatExpiryYear(2100, 'YY')).toThrow('formatExpiryYear: 2100 cannot be written as YY (2000-2099)');
    expect(formatExpiryYear(1999, 'YYYY')).toBe('1999');
    expect(formatExpiryYear(999, 'YYYY')).toBe('0999');
    expect(formatExpiryYear(0, 'YYYY')).toBe('0000');
    expect(formatExpiryYear(9999, 'YYYY')).toBe('9999');
    expect(() => formatExpiryYear(10000, 'YYYY')).toThrow('(0-9999)');
    expect(() => formatExpiryYear(2030.5, 'YYYY')).toThrow(RangeError);
  });

  it('pads a lone month digit only where the month comes first', () => {
    expect(formatExpiryInputAs('4', 'YY/MM')).toBe('4');
    expect(formatExpiryInputAs('4', 'YYYY/MM')).toBe('4');
  });

  it('refuses a month out of range in every format', () => {
    expect(parseExpiryAs('13/30', 'MM/YY')).toBeNull();
    expect(parseExpiryAs('2030/00', 'YYYY/MM')).toBeNull();
  });
});
