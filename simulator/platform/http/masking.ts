/**
 * Masking of card data in anything the simulator keeps about a request (the journal): card numbers
 * in any field, key or text, typed with spaces or hyphens, in paths and query strings (also
 * URL-encoded), keep only their last four digits; CVVs are removed under any key that names one.
 * Over-masking is fine: any run of 12 to 19 digits is treated as a card number, Luhn or not (a
 * mistyped number is still somebody's card).
 */

/** A separator a shopper or a URL puts between digit groups: space, hyphen, dot, `+`, `%20`, `%2D`. */
const SEPARATOR = String.raw`(?:[ \-.+]|%20|%2[dD])`;
/** 12 to 19 digits, at most three separators between two digits (" - "). */
const CARD_NUMBER = new RegExp(String.raw`\d(?:${SEPARATOR}{0,3}\d){11,18}`, 'g');

/** Keys that name a card security code (cvv, CVC2, card_security_code, cid…). */
export const CVV_KEY = /cvv|cvc|csc|cvn|cid$|security.?code|card.?code|card.?verification/i;

const lastFour = (match: string) => `****${match.replace(/\D/g, '').slice(-4)}`;

/**
 * Replaces every card-number-shaped digit run in `text` with `****` and its last four digits, except
 * inside `keep`: an id the service generated itself (journal.ts), which the digit rule would otherwise
 * cut when its hex happens to hold such a run across its hyphens.
 */
export function maskCardNumbers(text: string, keep?: string): string {
  if (keep && text.includes(keep)) return text.split(keep).map((part) => part.replace(CARD_NUMBER, lastFour)).join(keep);
  return text.replace(CARD_NUMBER, lastFour);
}

/**
 * URLs that masking leaves as they are, remembered so that the next request for one (a poll's URL
 * comes back every second of a payment) skips the scan. Only URLs that hold nothing to mask are kept,
 * so no card number is ever remembered; forgotten all at once past the cap.
 */
const cleanUrls = new Set<string>();
const CLEAN_URLS_CAP = 1024;

/** A request path with its query: card numbers masked (but in `keep`), and the value of any CVV-named parameter removed. */
export function maskUrl(url: string, keep?: string): string {
  if (cleanUrls.has(url)) return url;
  const masked = maskedUrl(url, keep);
  // Clean only without an exemption: what `keep` spared is masked for every other caller.
  if (masked === url && keep === undefined) {
    if (cleanUrls.size >= CLEAN_URLS_CAP) cleanUrls.clear();
    cleanUrls.add(url);
  }
  return masked;
}

function maskedUrl(url: string, keep: string | undefined): string {
  const masked = maskCardNumbers(url, keep);
  const query = masked.indexOf('?');
  if (query < 0) return masked;
  const params = masked
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let key = pair.slice(0, equals);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // An undecodable key is tested as written.
      }
      return CVV_KEY.test(key) ? `${pair.slice(0, equals)}=[removed]` : pair;
    });
  return `${masked.slice(0, query)}?${params.join('&')}`;
}

/** JSON of a body with CVV-named values removed and every card number masked (in keys, strings and numbers; but in `keep`). */
export function maskedJson(body: unknown, keep?: string): string {
  const json = JSON.stringify(body, (key, value: unknown) => (key !== '' && CVV_KEY.test(key) ? '[removed]' : value)) ?? '';
  return maskCardNumbers(json, keep);
}
