/**
 * Billing address rules of widget §3, §5 and §9 in docs/spec-coverage.md: the countries JSON (an object keyed by
 * country code), postal code validation, address validity and the default country from the time zone.
 * Pure: no DOM, no fetch; the vault frame drives them.
 */
import type { BillingInfo } from '../vault-frame/protocol';

/** One entry of the countries JSON (widget §3 in docs/spec-coverage.md). */
export interface Country {
  readonly code: string;
  readonly name: string;
  readonly iso3: string;
  readonly timezones: readonly string[];
  readonly showPostalCode: boolean;
  /** Null: the default pattern, digits only (widget §5 in docs/spec-coverage.md). */
  readonly postalCodeRegex: RegExp | null;
}

/** The postal code pattern when a country shows a postal code but names no pattern of its own. */
export const DEFAULT_POSTAL_CODE_PATTERN = /^\d+$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function compile(source: unknown): RegExp | null | undefined {
  if (source === null || source === undefined || source === '') return null;
  if (typeof source !== 'string') return undefined;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

export type CountriesParse =
  | { readonly ok: true; readonly countries: readonly Country[] }
  | { readonly ok: false; readonly problem: string };

/**
 * Parses the countries JSON. Never fails open: an entry with a missing field, a code that is not
 * two capital letters or a pattern that does not compile makes the whole answer malformed.
 * Countries come back sorted by name, as the select shows them.
 */
export function parseCountries(json: unknown): CountriesParse {
  if (!isRecord(json)) return { ok: false, problem: 'the countries JSON must be an object keyed by country code' };
  const countries: Country[] = [];
  for (const [code, entry] of Object.entries(json)) {
    const bad = (why: string): CountriesParse => ({ ok: false, problem: `country "${code}": ${why}` });
    if (!/^[A-Z]{2}$/.test(code)) return bad('the key must be a two-letter code');
    if (!isRecord(entry)) return bad('the entry must be an object');
    if (typeof entry.name !== 'string' || entry.name.trim() === '') return bad('name must be a non-empty string');
    if (typeof entry.iso3 !== 'string' || !/^[A-Z]{3}$/.test(entry.iso3)) return bad('iso3 must be three capital letters');
    if (!Array.isArray(entry.timezones) || !entry.timezones.every((t) => typeof t === 'string')) return bad('timezones must be an array of strings');
    if (typeof entry.showPostalCode !== 'boolean') return bad('showPostalCode must be a boolean');
    const regex = compile(entry.postalCodeRegex);
    if (regex === undefined) return bad('postalCodeRegex must be a regex string that compiles, or null');
    countries.push({
      code,
      name: entry.name,
      iso3: entry.iso3,
      timezones: entry.timezones as string[],
      showPostalCode: entry.showPostalCode,
      postalCodeRegex: regex,
    });
  }
  if (countries.length === 0) return { ok: false, problem: 'the countries JSON has no country' };
  countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { ok: true, countries };
}

/** The pattern a country's postal code must match: its own, else digits only. */
export function postalPatternOf(country: Country): RegExp {
  return country.postalCodeRegex ?? DEFAULT_POSTAL_CODE_PATTERN;
}

/** A postal code as compared: surrounding spaces dropped, letters upper-cased (postal codes are written in capitals). */
export function normalizePostalCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Postal code validity for a country (widget §5 in docs/spec-coverage.md): required and matching the pattern
 * only when the country shows a postal code; any value is fine (and ignored) otherwise.
 */
export function isValidPostalCode(country: Country, value: string): boolean {
  if (!country.showPostalCode) return true;
  const normalized = normalizePostalCode(value);
  return normalized !== '' && postalPatternOf(country).test(normalized);
}

/**
 * Address validity (widget §4 in docs/spec-coverage.md, "Card form validity"): a country is selected, and its
 * postal code is valid when it shows one.
 */
export function isValidAddress(country: Country | null, postalCode: string): boolean {
  return country !== null && isValidPostalCode(country, postalCode);
}

/** The billing info the host page may see: the country and, when it shows one, the postal code. */
export function billingInfoOf(country: Country | null, postalCode: string): BillingInfo | null {
  if (!country) return null;
  return { country: { name: country.name, code: country.code }, postalCode: country.showPostalCode ? normalizePostalCode(postalCode) : '' };
}

/** The country whose time zones include `timeZone` (widget §9 in docs/spec-coverage.md), or null. */
export function countryForTimeZone(countries: readonly Country[], timeZone: string | undefined): Country | null {
  if (!timeZone) return null;
  return countries.find((c) => c.timezones.includes(timeZone)) ?? null;
}

/**
 * The country to preselect: the one remembered in session storage if it still exists, else the one
 * of the browser's time zone, else none (the placeholder "Select Country" shows).
 */
export function initialCountry(countries: readonly Country[], remembered: string | null, timeZone: string | undefined): Country | null {
  const stored = remembered ? countries.find((c) => c.code === remembered) : undefined;
  return stored ?? countryForTimeZone(countries, timeZone);
}
