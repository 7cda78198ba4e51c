/**
 * Serves the app's texts as `virtual:app-messages/<part>/<locale>`, each compiled at build time by
 * messageformat into one function per text (docs/decisions/0011, as the widget's): a page's chunk
 * carries its part's English, and each other language is a chunk of its own loaded on demand. English
 * comes from the typed modules (sources.ts), the other languages from catalogues/<locale>.json; a
 * catalogue that fails the widget's check (every id, no other, same placeholders, valid ICU) stops the build.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module';
import type { Plugin } from 'vite';
import { catalogueProblems, describeProblem } from '../../../widget/i18n/check-catalogue';
import { isAppLocale, type AppLocale } from './locale';
import { APP_ENGLISH_TEXTS, isAppTextPart } from './sources';

const PREFIX = 'virtual:app-messages/';

/** Where a translated app catalogue lives. */
export const appCataloguePath = (locale: Exclude<AppLocale, 'en'>) => fileURLToPath(new URL(`./catalogues/${locale}.json`, import.meta.url));

/** Every text of one locale, checked against English: throws naming every problem. */
export function checkedAppTexts(locale: AppLocale): Readonly<Record<string, string>> {
  if (locale === 'en') return APP_ENGLISH_TEXTS;
  const parsed: unknown = JSON.parse(readFileSync(appCataloguePath(locale), 'utf8'));
  const problems = catalogueProblems(APP_ENGLISH_TEXTS, parsed, locale);
  if (problems.length > 0) throw new Error(problems.map((p) => describeProblem(`app ${locale}`, p)).join('\n'));
  return parsed as Record<string, string>;
}

/** One part's texts, keyed without the part's prefix. */
function partTexts(texts: Readonly<Record<string, string>>, part: string): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).flatMap(([id, text]) => (id.startsWith(`${part}.`) ? [[id.slice(part.length + 1), text]] : [])));
}

export function appMessagesPlugin(): Plugin {
  return {
    name: 'mindmetric-app-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [part = '', locale = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!isAppTextPart(part) || !isAppLocale(locale)) throw new Error(`No app texts "${id.slice(1)}": the part or the language is unknown.`);
      if (locale !== 'en') this.addWatchFile(appCataloguePath(locale));
      return compileModule(new MessageFormat(locale), partTexts(checkedAppTexts(locale), part));
    },
  };
}
