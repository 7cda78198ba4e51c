/**
 * Serves the app's texts, compiled at build time by messageformat into one function per text
 * (docs/decisions/0011, as the widget's): `virtual:app-messages/en/<part>` is one part's English,
 * which rides in the page's chunk; `virtual:app-messages/<locale>` is the funnel's parts in another
 * language and `virtual:app-messages/<locale>/account` the account's and members' pages' (sources.ts
 * APP_TEXT_GROUPS), ids "<part>.<key>", one chunk per language and group loaded on demand. English
 * comes from the typed modules (sources.ts), the other languages from app/lib/i18n/catalogues/<locale>.json (the
 * renewal terms' words from catalog/renewal-terms-words.ts, versioned with the terms); a
 * catalogue that fails the widget's check (every id, no other, same placeholders, valid ICU) stops the build.
 * Right-to-left languages get their inserted addresses and names isolated as they compile.
 * `virtual:app-messages/qps-ploc` is the pseudo-locale: every English text transformed (widget/i18n/pseudo-locale.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module';
import * as cardinals from '@messageformat/runtime/lib/cardinals';
import type { Plugin } from 'vite';
import { catalogueProblems, describeProblem } from '../../widget/i18n/check-catalogue';
import { isolateInserts } from '../../widget/i18n/isolate-inserts';
import { pseudoCatalogue } from '../../widget/i18n/pseudo-locale';
import { PSEUDO_LANGUAGE } from '../../catalog/languages';
import { currentTermsCatalogueTexts } from '../../catalog/renewal-terms-words';
import { directionOf, isAppLocale, type AppLocale } from '../lib/i18n/locale';
import { APP_ENGLISH_TEXTS, groupTexts, isAppTextGroup, isAppTextPart } from './sources';

const PREFIX = 'virtual:app-messages/';

/** Where a translated app catalogue lives. */
export const appCataloguePath = (locale: Exclude<AppLocale, 'en'>) => fileURLToPath(new URL(`../lib/i18n/catalogues/${locale}.json`, import.meta.url));

/** Every text of one locale, checked against English: throws naming every problem. */
export function checkedAppTexts(locale: AppLocale): Readonly<Record<string, string>> {
  if (locale === 'en') return APP_ENGLISH_TEXTS;
  const file: unknown = JSON.parse(readFileSync(appCataloguePath(locale), 'utf8'));
  // The renewal terms' words are versioned with the terms (catalog/renewal-terms-words.ts), not kept in the file.
  const parsed = typeof file === 'object' && file !== null && !Array.isArray(file) ? { ...file, ...currentTermsCatalogueTexts(locale) } : file;
  const problems = catalogueProblems(APP_ENGLISH_TEXTS, parsed, locale);
  if (problems.length > 0) throw new Error(problems.map((p) => describeProblem(`app ${locale}`, p)).join('\n'));
  return parsed as Record<string, string>;
}

/** What a language's chunk compiles: its checked texts, in a right-to-left language with its addresses, links and names isolated (widget/i18n/isolate-inserts.ts). */
export function compiledTexts(locale: Exclude<AppLocale, 'en'>): Readonly<Record<string, string>> {
  const texts = checkedAppTexts(locale);
  return directionOf(locale) === 'rtl' ? Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, isolateInserts(text, locale)])) : texts;
}

/** One part's texts, keyed without the part's prefix. */
function partTexts(texts: Readonly<Record<string, string>>, part: string): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).flatMap(([id, text]) => (id.startsWith(`${part}.`) ? [[id.slice(part.length + 1), text]] : [])));
}

/**
 * The compiled module with its language's plural rule written in, instead of imported from the one
 * module of every language's rules: a page then carries English's rule alone, a Brazilian's chunk
 * Portuguese's (about 0.3 kB less on the landing's first load).
 */
function withOwnPluralRules(code: string): string {
  return code.replace(/^import \{ ([\w, ]+) \} from "@messageformat\/runtime\/lib\/cardinals";$/m, (_line, names: string) =>
    names
      .split(',')
      .map((name) => {
        const rule: unknown = Reflect.get(cardinals, name.trim());
        if (typeof rule !== 'function') throw new Error(`messageformat has no plural rule "${name.trim()}".`);
        return `const ${name.trim()} = ${String(rule)};`;
      })
      .join('\n'),
  );
}

export function appMessagesPlugin(): Plugin {
  return {
    name: 'mindmetric-app-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale = '', part] = id.slice(PREFIX.length + 1).split('/');
      // The pseudo-locale (QA, test deployments only): every part of both groups in one chunk, fetched only by a page that speaks it.
      if (locale === PSEUDO_LANGUAGE && part === undefined) return withOwnPluralRules(compileModule(new MessageFormat('en'), pseudoCatalogue(APP_ENGLISH_TEXTS)));
      if (locale === 'en' && part !== undefined && isAppTextPart(part)) return withOwnPluralRules(compileModule(new MessageFormat('en'), partTexts(APP_ENGLISH_TEXTS, part)));
      const group = part ?? 'funnel';
      if (!isAppLocale(locale) || locale === 'en' || !isAppTextGroup(group)) throw new Error(`No app texts "${id.slice(1)}": English is asked for by part, another language by group (none for the funnel, "account").`);
      this.addWatchFile(appCataloguePath(locale));
      const compiled = withOwnPluralRules(compileModule(new MessageFormat(locale), groupTexts(compiledTexts(locale), group)));
      // The funnel's chunk loads the account's group, so the pages' code carries no second table of chunks.
      return group === 'funnel' ? `${compiled}\nexport const account = () => import(${JSON.stringify(`${PREFIX}${locale}/account`)});\n` : compiled;
    },
  };
}
