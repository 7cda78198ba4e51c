/**
 * The shopper's language choice (issue 33): the `lang` flag (carried from page to page like the other
 * funnel flags), else the signed-in person's choice kept with their account, else the language they
 * picked in the footer, remembered on this device; else none, and the browser's languages decide. Kept apart from the widget so the landing's first load does
 * not pull the widget in: the type ties the names to the languages the widget speaks.
 */
import type { Locale } from '../../../widget';
import { hasSignedInHint } from '../auth/signed-in-hint';

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

/** The signed-in person's stored choice, once read from their account this page load (account-language.ts). */
let accountChoice: Locale | null = null;
const listeners = new Set<() => void>();

/** The account's choice as known now; pages re-render through `onAccountLanguage` when it arrives. */
export const accountLanguage = (): Locale | null => accountChoice;

export function onAccountLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setAccountLanguage(locale: Locale | null): void {
  if (locale === accountChoice) return;
  accountChoice = locale;
  for (const listener of listeners) listener();
}

let loading: Promise<void> | null = null;

/** Whether someone signed in on this browser (the Firebase-free hint); never where there is no storage. */
const signedInHere = () => {
  const storage = deviceStorage();
  return storage !== null && hasSignedInHint(storage);
};

/** Reads the account's choice once per page load, only where someone signed in on this browser. */
export function loadAccountLanguage(signedIn: () => boolean = signedInHere): Promise<void> {
  if (!signedIn()) return Promise.resolve();
  loading ??= import('./account-language').then(async ({ fetchAccountLanguage }) => setAccountLanguage(await fetchAccountLanguage()));
  return loading;
}

/**
 * The language asked for: the `lang` flag as given (the widget matches "pt" or "de-DE"), else the
 * signed-in person's stored choice, else the remembered choice; null when none.
 */
export function chosenLanguage(search: string, storage: Pick<Storage, 'getItem'> | null, account: Locale | null = accountChoice): string | null {
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
export function rememberLanguage(locale: Locale, storage: Pick<Storage, 'setItem'> | null, signedIn: () => boolean = signedInHere): void {
  if (signedIn()) {
    setAccountLanguage(locale);
    void import('./account-language').then(({ saveAccountLanguage }) => saveAccountLanguage(locale));
  }
  try {
    storage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the `lang` flag still carries the choice through this visit.
  }
}

/** Local storage, or null where reading it throws. */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
