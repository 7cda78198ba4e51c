/**
 * The country of a caller's IP, as the merchant's own location lookup answers it (GET /remote-addr,
 * and the consent record when no billing or attribution country is known). Locally there is no geo
 * database: every address is "US", as the app origin has always answered.
 */
export function countryOfIp(ip: string | null): string | null {
  return ip ? 'US' : null;
}
