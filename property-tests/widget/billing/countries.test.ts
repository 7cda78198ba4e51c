/**
 * The served countries JSON against the billing rules: every postal pattern accepts the codes it
 * describes and nothing with characters no postal code has; the digits-only default; countries
 * without a postal code accept anything; address validity is exactly "country and, where shown, a
 * matching postal code"; no time zone is claimed by two countries (so the default is unambiguous).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../simulator/platform/countries/countries';
import {
  countryForTimeZone,
  DEFAULT_POSTAL_CODE_PATTERN,
  isValidAddress,
  isValidPostalCode,
  normalizePostalCode,
  parseCountries,
  postalPatternOf,
  type Country,
} from '../../../widget/billing/countries';

const RUNS = { numRuns: 1000 } as const;

const parsed = parseCountries(COUNTRIES);
if (!parsed.ok) throw new Error(`countries.json does not parse: ${parsed.problem}`);
const ALL = parsed.countries;
const WITH_PATTERN = ALL.filter((c) => c.showPostalCode && c.postalCodeRegex !== null);
// The generated data names a pattern for every country that shows a postal code, so the digits-only
// default is tested on those entries with their pattern taken away.
const DIGITS_ONLY = ALL.filter((c) => c.showPostalCode).map((c) => ({ ...c, postalCodeRegex: null }));
const NO_POSTAL = ALL.filter((c) => !c.showPostalCode);

const country = (list: readonly Country[]) => fc.constantFrom(...list);

describe('countries.json against the postal rules', () => {
  it('has every kind of country, so each property below runs on real data', () => {
    expect(WITH_PATTERN.length).toBeGreaterThan(150);
    expect(DIGITS_ONLY.length).toBeGreaterThan(0);
    expect(NO_POSTAL.length).toBeGreaterThan(0);
  });

  it('every string generated from a country pattern is a valid postal code there', () => {
    const arb = country(WITH_PATTERN).chain((c) => fc.tuple(fc.constant(c), fc.stringMatching(postalPatternOf(c))));
    fc.assert(
      fc.property(arb, ([c, code]) => isValidPostalCode(c, code)),
      RUNS,
    );
  });

  it('no pattern accepts a character outside letters, digits, space and hyphen', () => {
    const odd = fc.constantFrom('.', '_', '/', '#', '@', '!', ',', ';', '+', '*', '\u00e9');
    const arb = fc.tuple(country(WITH_PATTERN), fc.string({ maxLength: 8 }), odd, fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(arb, ([c, before, ch, after]) => !isValidPostalCode(c, `${before}${ch}${after}`)),
      RUNS,
    );
  });

  it('validity ignores surrounding spaces and letter case', () => {
    const arb = country(WITH_PATTERN).chain((c) => fc.tuple(fc.constant(c), fc.stringMatching(postalPatternOf(c)), fc.boolean()));
    fc.assert(
      fc.property(arb, ([c, code, lower]) => isValidPostalCode(c, `  ${lower ? code.toLowerCase() : code} `) === isValidPostalCode(c, code)),
      RUNS,
    );
  });

  it('the default pattern is digits only: digit strings pass, any other character fails', () => {
    fc.assert(
      fc.property(country(DIGITS_ONLY), fc.stringMatching(/^\d{1,10}$/), (c, digits) => isValidPostalCode(c, digits)),
      RUNS,
    );
    fc.assert(
      fc.property(country(DIGITS_ONLY), fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !/^\d+$/.test(normalizePostalCode(s))), (c, s) => !isValidPostalCode(c, s)),
      RUNS,
    );
    expect(DEFAULT_POSTAL_CODE_PATTERN.source).toBe('^\\d+$');
  });

  it('a country without a postal code accepts any value', () => {
    fc.assert(
      fc.property(country(NO_POSTAL), fc.string(), (c, s) => isValidPostalCode(c, s)),
      RUNS,
    );
  });

  it('address validity is a country plus, where shown, a matching postal code', () => {
    fc.assert(
      fc.property(fc.option(country(ALL), { nil: null }), fc.string({ maxLength: 12 }), (c, postal) => {
        const expected = c !== null && (!c.showPostalCode || postalPatternOf(c).test(normalizePostalCode(postal)));
        return isValidAddress(c, postal) === expected;
      }),
      RUNS,
    );
  });

  it('each time zone belongs to one country, and finds it', () => {
    const zones = ALL.flatMap((c) => c.timezones.map((zone) => [zone, c.code] as const));
    expect(new Set(zones.map(([zone]) => zone)).size).toBe(zones.length);
    fc.assert(
      fc.property(fc.constantFrom(...zones), ([zone, code]) => countryForTimeZone(ALL, zone)?.code === code),
      RUNS,
    );
  });
});

/** Real postal codes as a shopper types them, and a wrong shape for each. */
const SAMPLES: Record<string, [valid: string, invalid: string]> = {
  US: ['94105-1234', '9410'],
  GB: ['SW1A 1AA', '12345'],
  BR: ['01310-100', '0131-010'],
  DE: ['10115', '1011'],
  FR: ['75008', '7500A'],
  CA: ['K1A 0B1', 'D1A 0B1'],
  IE: ['D02 X285', 'B02 X285'],
  NL: ['1012 AB', '0123 AB'],
  PT: ['1100-148', '1100-14'],
  PL: ['00-950', '00-95'],
  JP: ['100-0001', '100-001'],
  AX: ['AX-22100', 'AX-2210'],
};
const byCode = (code: string): Country => {
  const found = ALL.find((c) => c.code === code);
  if (!found) throw new Error(`no country ${code}`);
  return found;
};

describe('countries.json postal codes as typed', () => {
  it.each(Object.entries(SAMPLES))('%s accepts %j with or without separators and refuses the wrong shape', (code, [valid, invalid]) => {
    expect(isValidPostalCode(byCode(code), valid)).toBe(true);
    expect(isValidPostalCode(byCode(code), valid.replace(/[ -]/g, ''))).toBe(true);
    expect(isValidPostalCode(byCode(code), invalid)).toBe(false);
  });

  it('takes no leading hyphen and no doubled separator', () => {
    expect(isValidPostalCode(byCode('US'), '-94105')).toBe(false);
    expect(isValidPostalCode(byCode('US'), '94105--1234')).toBe(false);
  });
});

describe('default country from a time zone several countries share (widget §9)', () => {
  // countries.json lists a shared zone under its home country only (simulator/platform/countries/countries-source.ts).
  it.each([
    ['Europe/Zurich', 'CH'],
    ['Europe/Vaduz', 'LI'],
    ['Europe/Berlin', 'DE'],
    ['Europe/Stockholm', 'SE'],
    ['Asia/Dubai', 'AE'],
    ['Asia/Muscat', 'OM'],
    ['America/Toronto', 'CA'],
    ['America/Nassau', 'BS'],
    ['Europe/London', 'GB'],
    ['Europe/Guernsey', 'GG'],
  ])('%s preselects %s', (zone, code) => {
    expect(countryForTimeZone(ALL, zone)?.code).toBe(code);
  });
});
