/**
 * Constants of the in-app browser escape (app §2 and §9 in docs/spec-coverage.md). iOS thresholds are inclusive
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
 * Fallback redirect service, when neither the build nor the serving page names one: a `.localhost`
 * host is reserved for loopback (RFC 6761), so such a build can never send visitors to a stranger's
 * server. The simulator names its stand-in in the page's runtime config (inAppEscapeUrl); set
 * `VITE_IN_APP_ESCAPE_URL` at build time to point at the real service, which then wins.
 */
export const DEFAULT_REDIRECT_SERVICE_URL = 'http://in-app-escape.localhost/';

/**
 * The redirect service base, always ending in '/' so that modes append as path segments: the build's
 * `configured` value (validated), else the `served` one from the page's runtime config, else the default.
 */
export function resolveRedirectServiceUrl(configured: unknown, served?: string): string {
  if (configured === undefined || configured === null || (typeof configured === 'string' && configured.trim() === '')) {
    return served !== undefined && isHttpUrl(served) ? withTrailingSlash(served) : DEFAULT_REDIRECT_SERVICE_URL;
  }
  const text = typeof configured === 'string' ? configured.trim() : '';
  if (!isHttpUrl(text)) {
    throw new Error(`VITE_IN_APP_ESCAPE_URL must be an absolute http(s) URL such as https://escape.example.com/, got ${JSON.stringify(configured)}.`);
  }
  return withTrailingSlash(text);
}

/** The service this build uses, given what the serving page names (see resolveRedirectServiceUrl). */
// import.meta.env is absent when this module runs outside Vite (tsx scripts), hence the `?.`.
export const redirectServiceUrl = (served?: string): string => resolveRedirectServiceUrl(import.meta.env?.VITE_IN_APP_ESCAPE_URL, served);

const isHttpUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
