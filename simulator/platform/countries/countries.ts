import type { RequestHandler } from 'express';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The countries JSON of widget §7 in docs/spec-coverage.md, read once: an object keyed by country code. */
const COUNTRIES_JSON = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'countries.json'), 'utf8');
/** Parsed once at start, so a broken file stops the simulator instead of reaching a shopper. */
export const COUNTRIES: Readonly<Record<string, unknown>> = JSON.parse(COUNTRIES_JSON) as Record<string, unknown>;

/** Country data changes rarely: browsers may keep it an hour. */
const MAX_AGE_S = 3600;

/** GET /static/countries.json on the asset origin. */
export const countriesHandler: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_S}`);
  res.type('json').send(COUNTRIES_JSON);
};
