/**
 * The app's words at run time (issue 33): each part of the app (the checkout, the legal facts, the
 * landing, …) has its English texts compiled into its page's chunk; every other language comes in two
 * groups of parts (app/text-registry/sources.ts APP_TEXT_GROUPS), one chunk each per language, loaded the first time a
 * page needs it: the funnel's (landing, quiz, checkout, offers, …), whose chunk loads the account's
 * (the account, cancellation and withdrawal pages and the members' area). So an English shopper's
 * first load carries no other language, another shopper's landing only the funnel's
 * (docs/decisions/0011). A page reads a part through `useTexts`, which re-renders once the funnel's
 * texts arrive (English until then, or when they cannot load); a part of the account's group suspends
 * its page to the route's placeholder until its texts are here instead, as the route's chunk did.
 */
import { use, useCallback, useEffect, useSyncExternalStore } from 'react';
import type { AppLocale } from './locale';
import { useLocale } from './use-locale';

export type TextValues = Readonly<Record<string, string | number>>;
type Compiled = Readonly<Record<string, (values?: TextValues) => string>>;

const LOADERS: Readonly<Record<Exclude<AppLocale, 'en'>, () => Promise<{ default: Compiled; account: () => Promise<{ default: Compiled }> }>>> = {
  es: () => import('virtual:app-messages/es'),
  'pt-BR': () => import('virtual:app-messages/pt-BR'),
  fr: () => import('virtual:app-messages/fr'),
  de: () => import('virtual:app-messages/de'),
  ar: () => import('virtual:app-messages/ar'),
};

/** A group: '' the funnel's, 'account' the account's and members' pages'. */
export type TextGroup = '' | 'account';

/** Every other language's texts once loaded, by language and group ("es", "esaccount"), ids "<part>.<key>". */
const loaded = new Map<string, Compiled>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** Loads `locale`'s texts of `group` once; resolves when they are here or could not load (at once for English): never rejects. */
export function loadTexts(locale: AppLocale, group: TextGroup = ''): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  const known = pending.get(locale + group);
  if (known) return known;
  const started: Promise<void> = LOADERS[locale]()
    // The funnel's texts come with the account's: their pages read the plans' names from them.
    .then(async (module) => {
      loaded.set(locale, module.default);
      if (group) loaded.set(locale + group, (await module.account()).default);
      for (const listener of listeners) listener();
    })
    .catch(() => undefined)
    // Marked as React marks a settled promise, so use() of texts already here renders at once (the prerender, the hydration).
    .finally(() => void Object.assign(started, { status: 'fulfilled', value: undefined }));
  pending.set(locale + group, started);
  return started;
}

let pseudo = false;

/** The pseudo-locale's texts (QA on a test deployment, pseudo-texts.ts, issue 44) in English's place, for every part of both groups. */
export function speakPseudo(compiled: Compiled): void {
  pseudo = true;
  loaded.set('en', compiled).set('enaccount', compiled);
}

/** Whether the page speaks the pseudo-locale: it then asks the widget for it too, and renders in English's place. */
export const speaksPseudo = (): boolean => pseudo;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isHere = (locale: AppLocale, group: TextGroup) => locale === 'en' || loaded.has(locale + group);

/**
 * A text only the other languages' chunks carry ("<part>.<key>"), its English kept elsewhere (the quiz's
 * questions: catalog/quiz/question-items.ts; the games' titles, named by the members' area): null in English or before that language's `group` is here.
 */
export function loadedText(locale: AppLocale, id: string, values?: TextValues, group: TextGroup = ''): string | null {
  const message = loaded.get(locale + group)?.[id];
  return message ? message(values) : null;
}

export interface TextPart<K extends string> {
  /** The part's text `key` in `locale` when that language is here, else English. */
  readonly format: (locale: AppLocale, key: K, values?: TextValues) => string;
  /** The group whose chunk carries it in the other languages. */
  readonly group: TextGroup;
}

/** One part's texts: its name in the catalogues, its English, compiled at build time, and its group (app/text-registry/sources.ts APP_TEXT_GROUPS; the funnel's unless named). */
export function textPart<K extends string>(part: string, english: Compiled, group: TextGroup = ''): TextPart<K> {
  return {
    group,
    format(locale, key, values) {
      const message = loaded.get(locale + group)?.[`${part}.${key}`] ?? english[key];
      if (!message) throw new Error(`App texts: no text "${part}.${key}".`);
      return message(values);
    },
  };
}

export type Translate<K extends string> = ((key: K, values?: TextValues) => string) & { readonly locale: AppLocale };

/** The part's texts in the shopper's language; `locale` says which language they are in now. */
export function useTexts<K extends string>(part: TextPart<K>): Translate<K> {
  const wanted = useLocale();
  const here = useSyncExternalStore(subscribe, () => isHere(wanted, part.group), () => isHere(wanted, part.group));
  // The account's group: the page waits (suspends) for it, so it never shows English first. Asked on
  // every render in that language, here or not: a render that suspended is replayed once the texts
  // arrive, and must call use() again, with the same promise (loadTexts keeps one per language).
  if (part.group && wanted !== 'en') use(loadTexts(wanted, part.group));
  useEffect(() => {
    void loadTexts(wanted, part.group);
  }, [wanted, part]);
  const locale: AppLocale = here ? wanted : 'en';
  const translate = useCallback((key: K, values?: TextValues) => part.format(locale, key, values), [part, locale]);
  return Object.assign(translate, { locale });
}
