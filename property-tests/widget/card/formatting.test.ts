import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_FORMATS,
  cardSeparatorFor,
  matchesCardNumberInput,
} from '../../../widget/card/card-number-format';
import {
  EXPIRY_FORMATS,
  YEAR_FORMATS,
  formatExpiry,
  formatExpiryInputAs,
  formatExpiryMonth,
  formatExpiryYear,
  parseExpiryAs,
  parseExpiryMonth,
  parseExpiryYear,
  resolveExpiryFormat,
  resolveYearFormat,
  type ExpiryFormat,
  type YearFormat,
} from '../../../widget/card/expiry';
import { parseExpiry } from '../../../widget/card/fields';
import { cardDigits, formatCardNumber } from '../../../widget/card/networks';
import { digits, networkCard, prefixBiasedDigits, RUNS } from './arbitraries';

const separator = fc.constantFrom(' ', '-' as const);

describe('card number grouping', () => {
  it('gives back the digits when the separators are stripped', () => {
    fc.assert(
      fc.property(prefixBiasedDigits(19), separator, (value, sep) => {
        expect(cardDigits(formatCardNumber(value, sep))).toBe(value);
      }),
      RUNS,
    );
  });

  it('puts only the chosen separator between groups', () => {
    fc.assert(
      fc.property(prefixBiasedDigits(19), separator, (value, sep) => {
        const shown = formatCardNumber(value, sep);
        const other = sep === ' ' ? '-' : ' ';
        expect(shown.includes(other)).toBe(false);
        expect(shown.replace(/\d/g, '')).toBe(sep.repeat(shown.split(sep).length - 1));
        expect(shown.startsWith(sep) || shown.endsWith(sep) || shown.includes(sep + sep)).toBe(false);
      }),
      RUNS,
    );
  });

  it('shows every complete number of every network in groups of 2-6 digits (the input rule)', () => {
    fc.assert(
      fc.property(networkCard, separator, ({ number }, sep) => {
        expect(matchesCardNumberInput(formatCardNumber(number, sep))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('card separator rule', () => {
  it('is a hyphen exactly for XXXX-XXXX-XXXX-XXXX and a space for anything else', () => {
    const option = fc.oneof(fc.constantFrom<unknown>(...CARD_NUMBER_FORMATS, undefined, null), fc.string(), fc.anything());
    fc.assert(
      fc.property(option, (format) => {
        expect(cardSeparatorFor(format)).toBe(format === 'XXXX-XXXX-XXXX-XXXX' ? '-' : ' ');
      }),
      RUNS,
    );
  });
});

describe('card number input rule', () => {
  const group = digits(2, 6);
  const groups = fc.array(fc.tuple(separator, group), { maxLength: 6 });

  it('accepts groups of 2-6 digits joined by single spaces or hyphens', () => {
    fc.assert(
      fc.property(group, groups, (first, rest) => {
        expect(matchesCardNumberInput(first + rest.map(([s, g]) => s + g).join(''))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rejects the same input once any group is too short or too long', () => {
    const badGroup = fc.oneof(digits(0, 1), digits(7, 12));
    fc.assert(
      fc.property(group, groups, badGroup, fc.nat(), (first, rest, bad, where) => {
        const parts = [first, ...rest.map(([, g]) => g)];
        parts[where % parts.length] = bad;
        const seps = [' ', ...rest.map(([s]) => s)];
        const value = parts.map((p, i) => (i === 0 ? p : (seps[i] ?? ' ') + p)).join('');
        expect(matchesCardNumberInput(value)).toBe(false);
      }),
      RUNS,
    );
  });

  it('rejects any character other than digits, spaces and hyphens', () => {
    const junk = fc.string({ minLength: 1, maxLength: 2 }).filter((s) => /[^\d -]/.test(s));
    fc.assert(
      fc.property(group, group, junk, (a, b, bad) => {
        expect(matchesCardNumberInput(a + bad + b)).toBe(false);
        expect(matchesCardNumberInput(a + ' ' + b + bad)).toBe(false);
      }),
      RUNS,
    );
  });
});

const expiryFormat = fc.constantFrom(...EXPIRY_FORMATS);
const yearFormat = fc.constantFrom(...YEAR_FORMATS);
const month = fc.integer({ min: 1, max: 12 });
/** Years every format can write: YY holds 2000-2099. */
const year = fc.integer({ min: 2000, max: 2099 });

/** A string of the format's shape with any digits, e.g. 'YYYY/MM' -> '2031/47'. */
const shapedLike = (format: ExpiryFormat): fc.Arbitrary<string> =>
  fc.tuple(...format.split('/').map((part) => digits(part.length, part.length))).map((parts) => parts.join('/'));

describe('expiry formats', () => {
  it('reads back what it writes, in every format', () => {
    fc.assert(
      fc.property(expiryFormat, month, year, (format, m, y) => {
        expect(parseExpiryAs(formatExpiry({ month: m, year: y }, format), format)).toEqual({ month: m, year: y });
      }),
      RUNS,
    );
  });

  it('writes back what it reads, and reads exactly the values with a month 01-12', () => {
    fc.assert(
      fc.property(expiryFormat.chain((f) => fc.tuple(fc.constant(f), shapedLike(f))), ([format, text]) => {
        const monthText = format.startsWith('MM') ? text.slice(0, 2) : text.slice(-2);
        const parsed = parseExpiryAs(text, format);
        expect(parsed !== null).toBe(Number(monthText) >= 1 && Number(monthText) <= 12);
        if (parsed) expect(formatExpiry(parsed, format)).toBe(text);
      }),
      RUNS,
    );
  });

  it('reads a value only in its own format when the formats differ in shape', () => {
    fc.assert(
      fc.property(expiryFormat, expiryFormat, month, year, (written, read, m, y) => {
        fc.pre(written.length !== read.length || written.indexOf('/') !== read.indexOf('/'));
        expect(parseExpiryAs(formatExpiry({ month: m, year: y }, written), read)).toBeNull();
      }),
      RUNS,
    );
  });

  it('leaves a complete value unchanged while typing, and MM/YY matches parseExpiry', () => {
    fc.assert(
      fc.property(expiryFormat, month, year, (format, m, y) => {
        const text = formatExpiry({ month: m, year: y }, format);
        expect(formatExpiryInputAs(text, format)).toBe(text);
        if (format === 'MM/YY') expect(parseExpiry(text)).toEqual({ month: m, year: y });
      }),
      RUNS,
    );
  });

  it('types digits one by one into a value it can read', () => {
    fc.assert(
      fc.property(expiryFormat, month, year, (format, m, y) => {
        const text = formatExpiry({ month: m, year: y }, format);
        let typed = '';
        for (const d of text.replace('/', '')) typed = formatExpiryInputAs(typed + d, format);
        expect(parseExpiryAs(typed, format)).toEqual({ month: m, year: y });
      }),
      RUNS,
    );
  });

  it('round-trips months and years of the separate fields', () => {
    fc.assert(
      fc.property(month, year, yearFormat, (m, y, yf: YearFormat) => {
        expect(parseExpiryMonth(formatExpiryMonth(m))).toBe(m);
        expect(formatExpiryMonth(m)).toMatch(/^\d{2}$/);
        expect(parseExpiryYear(formatExpiryYear(y, yf), yf)).toBe(y);
      }),
      RUNS,
    );
  });

  it('uses a supported format as given and falls back to the default with a warning otherwise', () => {
    const option = fc.oneof(fc.constantFrom<unknown>(...EXPIRY_FORMATS, ...YEAR_FORMATS, undefined, null), fc.string(), fc.anything());
    fc.assert(
      fc.property(option, (value) => {
        const unset = value === undefined || value === null;
        const expiry = resolveExpiryFormat(value);
        const supported = (EXPIRY_FORMATS as readonly unknown[]).includes(value);
        expect(expiry.format).toBe(supported ? value : 'MM/YY');
        expect(expiry.warning).toEqual(
          supported || unset ? null : { code: 'UNSUPPORTED_EXPIRY_FORMAT', received: value, fallback: 'MM/YY' },
        );
        const years = resolveYearFormat(value);
        const yearSupported = (YEAR_FORMATS as readonly unknown[]).includes(value);
        expect(years.format).toBe(yearSupported ? value : 'YY');
        expect(years.warning === null).toBe(yearSupported || unset);
      }),
      RUNS,
    );
  });
});
