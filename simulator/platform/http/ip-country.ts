import type { Request } from 'express';

/** The caller's IP as this server sees it (no IPv4-mapped prefix), or null: never the caller's own word about it. */
export const callerIp = (req: Request): string | null => (req.ip ?? '').replace(/^::ffff:/, '') || null;

/** A two-letter country code, upper-cased, or null for anything else. */
export const countryCode = (value: unknown): string | null => (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null);

/**
 * The country of a caller's IP, as the merchant's own location lookup answers it (GET /remote-addr,
 * and the consent record when no billing or attribution country is known). Locally there is no geo
 * database: every address is "US", as the app origin has always answered.
 */
export function countryOfIp(ip: string | null): string | null {
  return ip ? 'US' : null;
}
