import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { chosenLanguage, deviceStorage } from './language-choice';
import { accountLanguage, onAccountLanguage } from './account-choice';
import { resolveAppLocale, type AppLocale } from './locale';

const never = () => () => undefined;
const browserLanguages = () => navigator.languages.join(',');

/**
 * The shopper's language on this page: the `lang` flag, the signed-in person's stored choice, the
 * remembered choice, the browser's languages (issue 33). English while React hydrates a prerendered page, so the hydrated markup matches the
 * built one; the page turns to the shopper's language right after.
 */
export function useLocale(): AppLocale {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(never, () => true, () => false);
  const browser = useSyncExternalStore(never, browserLanguages, () => '');
  const account = useSyncExternalStore(onAccountLanguage, accountLanguage, () => null);
  if (!hydrated) return 'en';
  return resolveAppLocale(chosenLanguage(`?${params}`, deviceStorage(), account), browser ? browser.split(',') : []);
}
