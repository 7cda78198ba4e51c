import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../create-simulator';
import { testSimulator } from '../test-support';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

interface Entry {
  name: string;
  iso3: string;
  timezones: string[];
  showPostalCode: boolean;
  postalCodeRegex: string | null;
}

/** One real postal code per country that shows one; a wrong shape for each. */
const SAMPLES: Record<string, [valid: string, invalid: string]> = {
  US: ['94105-1234', '9410'],
  GB: ['SW1A 1AA', '12345'],
  BR: ['01310-100', '0131-0100'],
  DE: ['10115', '1011'],
  FR: ['75008', '7500A'],
  CA: ['K1A 0B1', 'D1A 0B1'],
  IE: ['D02 X285', 'B02 X285'],
  NL: ['1012 AB', '0123 AB'],
  PT: ['1100-148', '1100148'],
  PL: ['00-950', '00950'],
  JP: ['100-0001', '100-001'],
};

describe('GET /static/countries.json on the asset origin', () => {
  it('serves an object keyed by country code with the fields of widget-spec section 3', async () => {
    const res = await request(sim.apps.asset).get('/static/countries.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const countries = res.body as Record<string, Entry>;
    for (const code of ['US', 'GB', 'BR', 'DE', 'FR', 'CA', 'IE', 'NL']) expect(countries[code]).toBeDefined();
    for (const [code, entry] of Object.entries(countries)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(entry.iso3).toMatch(/^[A-Z]{3}$/);
      expect(entry.timezones.length).toBeGreaterThan(0);
      if (entry.postalCodeRegex !== null) expect(() => new RegExp(entry.postalCodeRegex as string)).not.toThrow();
    }
    expect(countries.HK?.showPostalCode).toBe(false);
    expect(countries.BR?.timezones).toContain('America/Sao_Paulo');
  });

  it('has postal patterns that accept real codes and refuse wrong shapes', async () => {
    const countries = (await request(sim.apps.asset).get('/static/countries.json').expect(200)).body as Record<string, Entry>;
    for (const [code, [valid, invalid]] of Object.entries(SAMPLES)) {
      const pattern = new RegExp(countries[code]?.postalCodeRegex ?? '^\\d+$');
      expect(pattern.test(valid), `${code} ${valid}`).toBe(true);
      expect(pattern.test(invalid), `${code} ${invalid}`).toBe(false);
    }
  });
});
