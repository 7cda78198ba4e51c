/**
 * Builds the countries JSON of widget §3 in docs/spec-coverage.md from maintained data sets, at build time
 * (scripts/generate-countries.ts writes simulator/platform/countries/countries.json):
 * - i18n-iso-countries: ISO 3166-1 codes, English names, alpha-3 codes;
 * - countries-and-timezones: the tz database's zones per country;
 * - postal-codes-js: whether a country uses postal codes, its pattern and real sample codes.
 *
 * A zone several countries share (Europe/Zurich: CH, DE, LI) is listed under its home country only,
 * the first the tz database names for it, so the widget's default country from the browser's zone
 * (widget §9 in docs/spec-coverage.md) is never a guess; the other countries keep the zone names browsers
 * report for them (Europe/Vaduz, Asia/Muscat, Europe/Stockholm). Codes without a zone of their own
 * are left out: Bouvet Island and Heard Island (uninhabited) and Kosovo (XK is user-assigned, not
 * ISO 3166-1, and has no zone in the tz database).
 */
import ct from 'countries-and-timezones';
import isoCountries from 'i18n-iso-countries';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { widgetPostalPattern } from './postal-pattern';

const require = createRequire(import.meta.url);
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json') as isoCountries.LocaleData);

/** One entry of the countries JSON (widget §3 in docs/spec-coverage.md). */
export interface CountryEntry {
  readonly name: string;
  readonly iso3: string;
  readonly timezones: readonly string[];
  readonly showPostalCode: boolean;
  readonly postalCodeRegex: string | null;
}

const postalIndexSchema = z.record(z.string(), z.object({ postalCodeFormat: z.string().optional() }));
const postalFormatSchema = z.object({
  ValidationRegex: z.union([z.string(), z.array(z.string())]),
  TestData: z.object({ Valid: z.array(z.string()) }),
});
export type PostalFormat = z.infer<typeof postalFormatSchema>;

const POSTAL_ROOT = dirname(require.resolve('postal-codes-js/package.json'));
const POSTAL_INDEX = postalIndexSchema.parse(JSON.parse(readFileSync(join(POSTAL_ROOT, 'generated/postal-codes-alpha2.json'), 'utf8')));

/** The postal-codes-js format of a country, or null when it uses no postal codes. */
export function postalFormatOf(code: string): PostalFormat | null {
  const file = POSTAL_INDEX[code]?.postalCodeFormat;
  if (!file) return null;
  return postalFormatSchema.parse(JSON.parse(readFileSync(join(POSTAL_ROOT, 'formats', file), 'utf8')));
}

/** Zones per home country: the first country the tz database names for a zone, deprecated links included (browsers still report them). */
function zonesByHomeCountry(): ReadonlyMap<string, string[]> {
  const byCountry = new Map<string, string[]>();
  for (const zone of Object.values(ct.getAllTimezones({ deprecated: true }))) {
    const home = zone.countries[0];
    // Old names without a region ("Japan", "GB") are links browsers never report.
    if (home === undefined || !zone.name.includes('/')) continue;
    byCountry.set(home, [...(byCountry.get(home) ?? []), zone.name]);
  }
  for (const zones of byCountry.values()) zones.sort();
  return byCountry;
}

/**
 * The name a shopper looks for: the official English name, or its first alias when that is
 * shorter and still says which country ("United States", "Russia", "Iran"; never "UK" or a
 * "Congo" two countries share).
 */
function shopperName(code: string, aliasCounts: ReadonlyMap<string, number>): string {
  const [official, alias] = isoCountries.getName(code, 'en', { select: 'all' }) ?? [];
  if (official === undefined) throw new Error(`countries: no English name for ${code}`);
  const usable = alias !== undefined && alias.length >= 4 && alias.length < official.length && aliasCounts.get(alias) === 1;
  return usable ? alias : official;
}

/** The countries JSON: an object keyed by ISO 3166-1 alpha-2 code, in code order. */
export function buildCountries(): Record<string, CountryEntry> {
  const zones = zonesByHomeCountry();
  const codes = Object.keys(isoCountries.getAlpha2Codes()).sort();
  const aliasCounts = new Map<string, number>();
  for (const code of codes) {
    for (const name of isoCountries.getName(code, 'en', { select: 'all' }) ?? []) aliasCounts.set(name, (aliasCounts.get(name) ?? 0) + 1);
  }
  const out: Record<string, CountryEntry> = {};
  for (const code of codes) {
    const timezones = zones.get(code);
    if (!timezones) continue;
    const format = postalFormatOf(code);
    out[code] = {
      name: shopperName(code, aliasCounts),
      iso3: isoCountries.alpha2ToAlpha3(code) ?? '',
      timezones,
      showPostalCode: format !== null,
      postalCodeRegex: format ? widgetPostalPattern(format.ValidationRegex) : null,
    };
  }
  return out;
}

/** The file's text, as written by the build and compared by the test. */
export const countriesJsonText = (): string => `${JSON.stringify(buildCountries(), null, 2)}\n`;
