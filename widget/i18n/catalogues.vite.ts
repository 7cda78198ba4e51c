/**
 * Serves the widget's message catalogues as `virtual:widget-messages/<locale>`, each compiled at build
 * time by messageformat into one function per message (docs/decisions/0011), so the page ships only
 * @messageformat/runtime's few hundred bytes and no parser. English comes from widget/messages.ts,
 * the other languages from catalogues/<locale>.json; a catalogue that fails the check stops the build.
 * Given a part, a build gets that side's texts only (parts.ts); without one (the unit tests), all.
 * `virtual:widget-messages/qps-ploc` is the pseudo-locale, English transformed (pseudo-locale.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module';
import type { Plugin } from 'vite';
import { catalogueProblems, describeProblem } from './check-catalogue';
import { isLocale, type Locale } from './locales';
import { PSEUDO_LANGUAGE } from '../../catalog/languages';
import { pseudoCatalogue } from './pseudo-locale';
import { partOf, type MessagePart } from './parts';
import { ENGLISH_TEXTS } from './source';

const PREFIX = 'virtual:widget-messages/';

/** Where a translated catalogue lives. */
export const cataloguePath = (locale: Exclude<Locale, 'en'>) => fileURLToPath(new URL(`./catalogues/${locale}.json`, import.meta.url));

/** The texts of one locale, checked against English: throws naming every problem. */
export function checkedTexts(locale: Locale): Readonly<Record<string, string>> {
  if (locale === 'en') return ENGLISH_TEXTS;
  const parsed: unknown = JSON.parse(readFileSync(cataloguePath(locale), 'utf8'));
  const problems = catalogueProblems(ENGLISH_TEXTS, parsed, locale);
  if (problems.length > 0) throw new Error(problems.map((p) => describeProblem(locale, p)).join('\n'));
  return parsed as Record<string, string>;
}

export function widgetMessagesPlugin(part?: MessagePart): Plugin {
  const kept = (texts: Readonly<Record<string, string>>) => (part ? Object.fromEntries(Object.entries(texts).filter(([id]) => partOf(id) === part)) : texts);
  return {
    name: 'mindmetric-widget-messages',
    resolveId: (id) => (id.startsWith(PREFIX) && (isLocale(id.slice(PREFIX.length)) || id.slice(PREFIX.length) === PSEUDO_LANGUAGE) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      // The pseudo-locale (QA, test deployments only): English transformed, its own chunk.
      if (locale === PSEUDO_LANGUAGE) return compileModule(new MessageFormat('en'), kept(pseudoCatalogue(ENGLISH_TEXTS)));
      if (!isLocale(locale)) return null;
      if (locale !== 'en') this.addWatchFile(cataloguePath(locale));
      return compileModule(new MessageFormat(locale), kept(checkedTexts(locale)));
    },
  };
}
