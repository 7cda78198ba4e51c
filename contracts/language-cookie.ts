/**
 * The cookie that remembers the language a shopper picked (issue 44), beside the device's storage, so
 * the server sends the first HTML in it (the built pages' language choice). No imports: the app's entry names it.
 */
export const LANGUAGE_COOKIE = 'mm_lang';
/** A year: a picked language outlives the visit, like the device's storage. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
