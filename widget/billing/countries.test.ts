import { describe, expect, it } from 'vitest';
import { billingInfoOf, countryForTimeZone, initialCountry, isValidAddress, isValidPostalCode, parseCountries, type Country } from './countries';

const JSON_FIXTURE = {
  US: { name: 'United States', iso3: 'USA', timezones: ['America/New_York'], showPostalCode: true, postalCodeRegex: '^\\d{5}(?:-\\d{4})?$' },
  BR: { name: 'Brazil', iso3: 'BRA', timezones: ['America/Sao_Paulo'], showPostalCode: true, postalCodeRegex: '^\\d{5}-?\\d{3}$' },
  CO: { name: 'Colombia', iso3: 'COL', timezones: ['America/Bogota'], showPostalCode: true, postalCodeRegex: null },
  HK: { name: 'Hong Kong', iso3: 'HKG', timezones: ['Asia/Hong_Kong'], showPostalCode: false, postalCodeRegex: null },
};

function countries(): readonly Country[] {
  const parsed = parseCountries(JSON_FIXTURE);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.countries;
}
const byCode = (code: string): Country => {
  const c = countries().find((x) => x.code === code);
  if (!c) throw new Error(code);
  return c;
};

describe('parseCountries', () => {
  it('reads every entry, sorted by name', () => {
    expect(countries().map((c) => c.code)).toEqual(['BR', 'CO', 'HK', 'US']);
    expect(byCode('US')).toMatchObject({ name: 'United States', iso3: 'USA', showPostalCode: true });
  });

  it.each([
    [null, /object keyed/],
    [[], /object keyed/],
    [{}, /no country/],
    [{ usa: JSON_FIXTURE.US }, /two-letter/],
    [{ US: { ...JSON_FIXTURE.US, name: '' } }, /name/],
    [{ US: { ...JSON_FIXTURE.US, iso3: 'US' } }, /iso3/],
    [{ US: { ...JSON_FIXTURE.US, timezones: 'America/New_York' } }, /timezones/],
    [{ US: { ...JSON_FIXTURE.US, showPostalCode: 'yes' } }, /showPostalCode/],
    [{ US: { ...JSON_FIXTURE.US, postalCodeRegex: '([' } }, /postalCodeRegex/],
  ])('refuses %j as malformed, never partly', (json, problem) => {
    const parsed = parseCountries(json);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});

describe('postal codes (widget §5)', () => {
  it("matches the country's own pattern, upper-cased and trimmed", () => {
    expect(isValidPostalCode(byCode('US'), '94105')).toBe(true);
    expect(isValidPostalCode(byCode('US'), ' 94105-1234 ')).toBe(true);
    expect(isValidPostalCode(byCode('US'), '9410')).toBe(false);
    expect(isValidPostalCode(byCode('BR'), '01310-100')).toBe(true);
    expect(isValidPostalCode(byCode('BR'), '')).toBe(false);
  });

  it('defaults to digits only when the country has no pattern', () => {
    expect(isValidPostalCode(byCode('CO'), '110111')).toBe(true);
    expect(isValidPostalCode(byCode('CO'), '11O111')).toBe(false);
  });

  it('needs none for a country that shows no postal code', () => {
    expect(isValidPostalCode(byCode('HK'), '')).toBe(true);
    expect(billingInfoOf(byCode('HK'), 'ignored')).toEqual({ country: { name: 'Hong Kong', code: 'HK' }, postalCode: '' });
  });
});

describe('address validity (widget §4)', () => {
  it('needs a country, and a valid postal code where the country shows one', () => {
    expect(isValidAddress(null, '94105')).toBe(false);
    expect(isValidAddress(byCode('US'), '')).toBe(false);
    expect(isValidAddress(byCode('US'), '94105')).toBe(true);
    expect(isValidAddress(byCode('HK'), '')).toBe(true);
    expect(billingInfoOf(null, '')).toBeNull();
    expect(billingInfoOf(byCode('US'), ' 94105 ')).toEqual({ country: { name: 'United States', code: 'US' }, postalCode: '94105' });
  });
});

describe('default country (widget §9)', () => {
  it('matches the time zone against the countries', () => {
    expect(countryForTimeZone(countries(), 'America/Sao_Paulo')?.code).toBe('BR');
    expect(countryForTimeZone(countries(), 'Europe/Paris')).toBeNull();
    expect(countryForTimeZone(countries(), undefined)).toBeNull();
  });

  it('prefers the remembered country, ignoring one that no longer exists', () => {
    expect(initialCountry(countries(), 'US', 'America/Sao_Paulo')?.code).toBe('US');
    expect(initialCountry(countries(), 'ZZ', 'America/Sao_Paulo')?.code).toBe('BR');
    expect(initialCountry(countries(), null, 'UTC')).toBeNull();
  });
});
