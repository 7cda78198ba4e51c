/**
 * Constants of the in-app browser escape (app-spec sections 2 and 9). iOS thresholds are inclusive
 * major versions: <= 14 file-style redirect, <= 15 stay put, <= 16 Chrome callback, newer Safari scheme.
 */
export const IOS_FILE_REDIRECT_MAX_MAJOR = 14;
export const IOS_STAY_PUT_MAX_MAJOR = 15;
export const IOS_CHROME_CALLBACK_MAX_MAJOR = 16;

/** Query flags that ask for the escape: `bb` everywhere, `bb_android` on Android only. */
export const ESCAPE_FLAG_PARAM = 'bb';
export const ESCAPE_FLAG_ANDROID_PARAM = 'bb_android';

/** The query parameter of the redirect service that carries the link to open outside the app. */
export const REDIRECT_SERVICE_URL_PARAM = 'url';

/**
 * Default redirect service: a `.localhost` host is reserved for loopback (RFC 6761), so an
 * unconfigured build can never send visitors to a stranger's server. Nothing here serves it yet.
 * Set `VITE_IN_APP_ESCAPE_URL` at build time to point at the real service.
 */
export const DEFAULT_REDIRECT_SERVICE_URL = 'http://in-app-escape.localhost/';

/** The configured redirect service base, always ending in '/' so that modes append as path segments. */
// import.meta.env is absent when this module runs outside Vite (tsx scripts), hence the `?.`.
export const REDIRECT_SERVICE_URL: string = resolveRedirectServiceUrl(import.meta.env?.VITE_IN_APP_ESCAPE_URL);

/** The service base from a configured value: blank or missing means the default; anything else must be an absolute URL. */
export function resolveRedirectServiceUrl(configured: unknown): string {
  if (configured === undefined || configured === null || (typeof configured === 'string' && configured.trim() === '')) {
    return DEFAULT_REDIRECT_SERVICE_URL;
  }
  const text = typeof configured === 'string' ? configured.trim() : '';
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
    throw new Error(`VITE_IN_APP_ESCAPE_URL must be an absolute http(s) URL such as https://escape.example.com/, got ${JSON.stringify(configured)}.`);
  }
  return withTrailingSlash(text);
}

export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
