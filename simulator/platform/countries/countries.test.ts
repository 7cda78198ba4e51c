import isoCountries from 'i18n-iso-countries';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { testSimulator } from '../../test-support';
import { COUNTRIES } from './countries';
import { countriesJsonText, postalFormatOf } from './countries-source';
import { readFileSync } from 'node:fs';

interface Entry {
  name: string;
  iso3: string;
  timezones: string[];
  showPostalCode: boolean;
  postalCodeRegex: string | null;
}

const entries = Object.entries(COUNTRIES as Record<string, Entry>);
/** As the widget compares a typed code (widget/billing/countries.ts normalizePostalCode): trimmed, in capitals. */
const typed = (value: string) => value.trim().toUpperCase();
const knownZones = new Set(Intl.supportedValuesOf('timeZone'));
const isZone = (zone: string) => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
};

describe('countries.json, generated from i18n-iso-countries, countries-and-timezones and postal-codes-js', () => {
  it('is what the generator writes (npm run build regenerates it)', () => {
    expect(readFileSync(new URL('./countries.json', import.meta.url), 'utf8')).toBe(countriesJsonText());
  });

  it('lists every country a card can come from: at least 240', () => {
    expect(entries.length).toBeGreaterThanOrEqual(240);
    expect(knownZones.size).toBeGreaterThan(300);
  });

  it.each(entries)('%s has a valid iso3, a real time zone and a postal pattern that accepts its real codes', (code, entry) => {
    expect(isoCountries.alpha3ToAlpha2(entry.iso3)).toBe(code);
    expect(entry.timezones.length).toBeGreaterThan(0);
    for (const zone of entry.timezones) expect(isZone(zone), zone).toBe(true);
    const format = postalFormatOf(code);
    expect(entry.showPostalCode).toBe(format !== null);
    if (entry.postalCodeRegex === null) return;
    const pattern = new RegExp(entry.postalCodeRegex);
    for (const real of format?.TestData.Valid ?? []) expect(pattern.test(typed(real)), `${code} "${real}"`).toBe(true);
  });
});

describe('GET /static/countries.json on the asset origin', () => {
  let sim: Simulator;
  beforeEach(() => {
    sim = testSimulator();
  });
  afterEach(() => sim.close());

  it('serves an object keyed by country code with the fields of widget §3', async () => {
    const res = await request(sim.apps.asset).get('/static/countries.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const countries = res.body as Record<string, Entry>;
    expect(Object.keys(countries)).toEqual(entries.map(([code]) => code));
    expect(countries.HK?.showPostalCode).toBe(false);
    expect(countries.BR?.timezones).toContain('America/Sao_Paulo');
    expect(countries.US?.name).toBe('United States');
  });
});
