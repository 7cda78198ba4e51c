/**
 * The signed-in person's language as their account keeps it (issue 33): read once when the app starts
 * (main.tsx), only on a browser where someone signed in, and saved when they switch while signed in.
 * The calls live in a lazy chunk (account-language.ts: Firebase's ID token); this store is in the
 * entry, so the checkout's first load, counted apart, does not carry it. Pages re-render through
 * `onAccountLanguage` (useLocale) when the choice arrives.
 */
import type { Locale } from '../../../widget';
import { hasSignedInHint } from '../auth/signed-in-hint';

let choice: Locale | null = null;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

/** The account's choice as known now; null before it arrives, when none was made, or nobody signed in. */
export const accountLanguage = (): Locale | null => choice;

export function onAccountLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setAccountLanguage(locale: Locale | null): void {
  if (locale === choice) return;
  choice = locale;
  for (const listener of listeners) listener();
}

/** Whether someone signed in on this browser (the Firebase-free hint); never where there is no storage. */
function signedInHere(): boolean {
  try {
    return typeof window !== 'undefined' && hasSignedInHint(window.localStorage);
  } catch {
    return false;
  }
}

const accountCalls = () => import('./account-language');

/** Reads the account's choice once per page load, only where someone signed in on this browser. */
export function loadAccountLanguage(signedIn: () => boolean = signedInHere): Promise<void> {
  if (!signedIn()) return Promise.resolve();
  loading ??= accountCalls().then(async ({ fetchAccountLanguage }) => setAccountLanguage(await fetchAccountLanguage()));
  return loading;
}

/** A footer pick while signed in: the pages follow it at once and the account keeps it. */
export function keepWithAccount(locale: Locale, signedIn: () => boolean = signedInHere): void {
  if (!signedIn()) return;
  setAccountLanguage(locale);
  void accountCalls().then(({ saveAccountLanguage }) => saveAccountLanguage(locale));
}
