/**
 * The shopper's language choice (issue 33): the `lang` flag (carried from page to page like the other
 * funnel flags), else the signed-in person's choice kept with their account, else the language they
 * picked in the footer, remembered on this device; else none, and the browser's languages decide.
 * Kept apart from the widget so the landing's first load does not pull the widget in: the type ties
 * the names to the languages the widget speaks.
 */
import type { Locale } from '../../../widget';
import { accountLanguage, keepWithAccount } from './account-choice';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../../contracts/language-cookie';

/** Each language in its own words, as the footer's switcher lists them. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

const STORAGE_KEY = 'mm.lang';

export const isLanguage = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(LANGUAGE_NAMES, value);

/**
 * The language asked for: the `lang` flag as given (the widget matches "pt" or "de-DE"), else the
 * signed-in person's stored choice, else the remembered choice; null when none.
 */
export function chosenLanguage(search: string, storage: Pick<Storage, 'getItem'> | null, account: Locale | null = accountLanguage()): string | null {
  const flag = new URLSearchParams(search).get('lang')?.trim();
  if (flag) return flag;
  if (account) return account;
  let remembered: string | null = null;
  try {
    remembered = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // Storage blocked (private mode, sandbox): no remembered choice.
  }
  return isLanguage(remembered) ? remembered : null;
}

/**
 * Remembers the footer's choice on this device and, for a signed-in person, with their account; a
 * blocked storage only loses the memory, never the choice in the URL.
 */
export function rememberLanguage(locale: Locale, storage: Pick<Storage, 'setItem'> | null, signedIn?: () => boolean): void {
  keepWithAccount(locale, signedIn);
  rememberInCookie(locale);
  try {
    storage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the `lang` flag still carries the choice through this visit.
  }
}

/** The choice in a cookie too (issue 44): the server reads it to send the next page's first HTML in that language. */
export function rememberInCookie(locale: Locale, jar: { cookie: string } | null = typeof document === 'undefined' ? null : document): void {
  if (jar) jar.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** A choice remembered on this device before the cookie existed gets its cookie, so the server sends it from the next page on. */
export function cookieForRememberedChoice(storage: Pick<Storage, 'getItem'> | null, jar: { cookie: string } | null = typeof document === 'undefined' ? null : document): void {
  const remembered = chosenLanguage('', storage, null);
  if (jar && isLanguage(remembered) && !jar.cookie.split(';').some((pair) => pair.trim() === `${LANGUAGE_COOKIE}=${remembered}`)) rememberInCookie(remembered, jar);
}

/** Local storage, or null where reading it throws. */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
