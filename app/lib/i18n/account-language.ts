/**
 * The signed-in person's language, kept with their account (issue 33): read once a page loads, and
 * saved when they switch while signed in, through the service with their ID token (verified there by
 * firebase-admin). Loaded on demand by language-choice.ts, and only on a browser where someone signed
 * in, so Firebase stays out of everyone else's first load.
 */
import { ACCOUNT_LANGUAGE_PATH } from '../../../contracts/account-language-path';
import type { Locale } from '../../../widget';
import { appConfig } from '../../config/env';
import { isLanguage } from './language-choice';

/** Firebase's ID token, imported only here, when a signed-in browser needs it: this chunk stays a few hundred bytes. */
const tokenHeaders = async () => (await import('../auth/id-token')).idTokenHeaders();

/** The account's stored choice; null when they never chose, nobody is signed in, or the service did not answer. */
export async function fetchAccountLanguage(): Promise<Locale | null> {
  try {
    const response = await fetch(`${appConfig().serviceOrigin}${ACCOUNT_LANGUAGE_PATH}`, { headers: await tokenHeaders() });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const language = typeof body === 'object' && body !== null && 'language' in body ? body.language : null;
    return isLanguage(language) ? language : null;
  } catch {
    // Signed out meanwhile, offline: the page follows the device's memory and the browser.
    return null;
  }
}

/** Keeps the choice with the account; a failure only loses it there (this device still remembers it). */
export async function saveAccountLanguage(language: Locale): Promise<void> {
  try {
    await fetch(`${appConfig().serviceOrigin}${ACCOUNT_LANGUAGE_PATH}`, {
      method: 'POST',
      headers: { ...(await tokenHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    });
  } catch (error) {
    console.warn(`The language choice was not saved with the account: ${error instanceof Error ? error.message : String(error)}`);
  }
}
