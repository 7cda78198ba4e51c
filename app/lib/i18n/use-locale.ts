import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { chosenLanguage, deviceStorage } from './language-choice';
import { accountLanguage, onAccountLanguage } from './account-choice';
import { resolveAppLocale, type AppLocale } from './locale';
import { speaksPseudo } from './texts';

const never = () => () => undefined;
const browserLanguages = () => navigator.languages.join(',');

/** The language the page's HTML was prerendered in (issue 44): the server renders in it, and the browser hydrates in it. */
let firstRender: AppLocale = 'en';

/** Set before the prerender's render (entry-server.tsx) and before the browser hydrates (main.tsx, from `<html lang>`). */
export function setFirstRenderLocale(locale: AppLocale): void {
  firstRender = locale;
}

/**
 * The shopper's language on this page: the `lang` flag, the signed-in person's stored choice, the
 * remembered choice, the browser's languages (issue 33). While React hydrates a prerendered page, the
 * language it was prerendered in (which the server chose by the same rules, issue 44), so the hydrated
 * markup matches the built one. The pseudo-locale (QA) stands in English's place, so a page in it is English's.
 */
export function useLocale(): AppLocale {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(never, () => true, () => false);
  const browser = useSyncExternalStore(never, browserLanguages, () => '');
  const account = useSyncExternalStore(onAccountLanguage, accountLanguage, () => null);
  if (!hydrated || speaksPseudo()) return firstRender;
  return resolveAppLocale(chosenLanguage(`?${params}`, deviceStorage(), account), browser ? browser.split(',') : []);
}
