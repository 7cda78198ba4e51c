/**
 * The app's words at run time (issue 33): each part of the app (the checkout, the legal facts, the
 * landing, …) has its English texts compiled into its page's chunk; every other language is one chunk
 * holding all parts, loaded the first time a page needs it, so an English shopper's first load carries
 * no other language (docs/decisions/0011). A page reads a part through `useTexts`, which re-renders once
 * the shopper's language arrives (English until then, or when it cannot load).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { AppLocale } from './locale';
import { useLocale } from './use-locale';

export type TextValues = Readonly<Record<string, string | number>>;
type Compiled = Readonly<Record<string, (values?: TextValues) => string>>;

const LOADERS: Readonly<Record<Exclude<AppLocale, 'en'>, () => Promise<{ default: Compiled }>>> = {
  es: () => import('virtual:app-messages/es'),
  'pt-BR': () => import('virtual:app-messages/pt-BR'),
  fr: () => import('virtual:app-messages/fr'),
  de: () => import('virtual:app-messages/de'),
  ar: () => import('virtual:app-messages/ar'),
};

/** Every other language's texts once loaded, ids "<part>.<key>". */
const loaded = new Map<AppLocale, Compiled>();
const pending = new Map<AppLocale, Promise<void>>();
const listeners = new Set<() => void>();

/** Loads `locale`'s texts once; resolves when they are here (at once for English). */
export function loadTexts(locale: AppLocale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return Promise.resolve();
  const started =
    pending.get(locale) ??
    LOADERS[locale]().then((module) => {
      loaded.set(locale, module.default);
      for (const listener of listeners) listener();
    });
  pending.set(locale, started);
  return started;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isHere = (locale: AppLocale) => locale === 'en' || loaded.has(locale);

/**
 * A text only the other languages' chunks carry ("<part>.<key>"), its English kept elsewhere (the quiz's
 * questions: catalog/quiz/question-items.ts): null in English or before that language is here.
 */
export function loadedText(locale: AppLocale, id: string, values?: TextValues): string | null {
  const message = loaded.get(locale)?.[id];
  return message ? message(values) : null;
}

export interface TextPart<K extends string> {
  /** The part's text `key` in `locale` when that language is here, else English. */
  readonly format: (locale: AppLocale, key: K, values?: TextValues) => string;
}

/** One part's texts: its name in the catalogues and its English, compiled at build time. */
export function textPart<K extends string>(part: string, english: Compiled): TextPart<K> {
  return {
    format(locale, key, values) {
      const message = loaded.get(locale)?.[`${part}.${key}`] ?? english[key];
      if (!message) throw new Error(`App texts: no text "${part}.${key}".`);
      return message(values);
    },
  };
}

export type Translate<K extends string> = ((key: K, values?: TextValues) => string) & { readonly locale: AppLocale };

/** The part's texts in the shopper's language; `locale` says which language they are in now. */
export function useTexts<K extends string>(part: TextPart<K>): Translate<K> {
  const wanted = useLocale();
  const here = useSyncExternalStore(subscribe, () => isHere(wanted), () => wanted === 'en');
  useEffect(() => {
    loadTexts(wanted).catch(() => undefined);
  }, [wanted]);
  const locale: AppLocale = here ? wanted : 'en';
  const translate = useCallback((key: K, values?: TextValues) => part.format(locale, key, values), [part, locale]);
  return Object.assign(translate, { locale });
}
