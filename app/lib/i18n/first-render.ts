/**
 * Before the app's first render (main.tsx, issue 44): the page's language, and its texts loaded, so
 * nothing switches language after the paint (the account's group, which a few prerendered pages read,
 * holds their hydration until it is here, over the same HTML). Over a prerendered page, the language the server sent it
 * in (`<html lang>`), which React hydrates in; else the shopper's, chosen as useLocale chooses.
 * Imported on demand: it rides in the funnel's chunk (vite.app.config.ts), which the page loads anyway.
 */
import { chosenLanguage, cookieForRememberedChoice, deviceStorage } from './language-choice';
import { isAppLocale, resolveAppLocale } from './locale';
import { PSEUDO_LANGUAGE } from '../../../catalog/languages';
import { loadedText, loadTexts } from './texts';
import { setFirstRenderLocale } from './use-locale';

export async function prepareFirstRender(prerendered: boolean): Promise<void> {
  const documentLanguage = document.documentElement.lang;
  const locale = prerendered && isAppLocale(documentLanguage) ? documentLanguage : resolveAppLocale(chosenLanguage(window.location.search, deviceStorage()), navigator.languages);
  setFirstRenderLocale(locale);
  // A choice remembered before the cookie existed: from the next page on, the server sends it too.
  cookieForRememberedChoice(deviceStorage());
  // The pseudo-locale (QA, issue 44): asked by `lang=`, honoured on a test deployment only (pseudo-texts.ts).
  const pseudo = new URLSearchParams(window.location.search).get('lang') === PSEUDO_LANGUAGE && (await import('./pseudo-texts').then((module) => module.speakPseudoHere()));
  if (pseudo) setFirstRenderLocale('en');
  else await loadTexts(locale);
  // A page the build did not prerender starts from the shell's English title: the product's title in the page's language instead (issue 44).
  const title = loadedText(pseudo ? 'en' : locale, 'landing.documentTitle');
  if (title && (!prerendered || pseudo)) document.title = title;
}
