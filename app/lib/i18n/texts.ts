/**
 * The app's words at run time (issue 33): each part of the app (the checkout, the legal facts, …) has
 * its English texts compiled into its own chunk and each other language as a chunk of its own, loaded
 * the first time a page needs it, so an English shopper's first load carries no other language
 * (docs/decisions/0011). A page reads a part through `useTexts`, which re-renders once the shopper's
 * language arrives (English until then).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { AppLocale } from './locale';
import { useLocale } from './use-locale';

export type TextValues = Readonly<Record<string, string | number>>;
type Compiled = Readonly<Record<string, (values?: TextValues) => string>>;
type Loaders = Readonly<Record<Exclude<AppLocale, 'en'>, () => Promise<{ default: Compiled }>>>;

export interface TextPart<K extends string> {
  /** The part's text `key` in `locale` when that language is here, else English. */
  readonly format: (locale: AppLocale, key: K, values?: TextValues) => string;
  /** Loads `locale`'s texts of the part once; resolves when they are here (at once for English). */
  readonly load: (locale: AppLocale) => Promise<void>;
  readonly has: (locale: AppLocale) => boolean;
  readonly subscribe: (listener: () => void) => () => void;
}

/** One part's texts: `english` compiled at build time, the other languages by their loaders. */
export function textPart<K extends string>(english: Compiled, loaders: Loaders): TextPart<K> {
  const loaded = new Map<AppLocale, Compiled>([['en', english]]);
  const pending = new Map<AppLocale, Promise<void>>();
  const listeners = new Set<() => void>();
  return {
    format(locale, key, values) {
      const message = loaded.get(locale)?.[key] ?? english[key];
      if (!message) throw new Error(`App texts: no text "${key}".`);
      return message(values);
    },
    load(locale) {
      if (loaded.has(locale)) return Promise.resolve();
      const started =
        pending.get(locale) ??
        loaders[locale as Exclude<AppLocale, 'en'>]().then((module) => {
          loaded.set(locale, module.default);
          for (const listener of listeners) listener();
        });
      pending.set(locale, started);
      return started;
    },
    has: (locale) => loaded.has(locale),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Translate<K extends string> = ((key: K, values?: TextValues) => string) & { readonly locale: AppLocale };

/**
 * The part's texts in the shopper's language: English until that language's chunk arrives (a failed
 * load leaves English, never an empty page). `locale` says which language the texts are in.
 */
export function useTexts<K extends string>(part: TextPart<K>): Translate<K> {
  const wanted = useLocale();
  const here = useSyncExternalStore(part.subscribe, () => part.has(wanted), () => wanted === 'en');
  useEffect(() => {
    part.load(wanted).catch(() => undefined);
  }, [part, wanted]);
  const locale: AppLocale = here ? wanted : 'en';
  const translate = useCallback((key: K, values?: TextValues) => part.format(locale, key, values), [part, locale]);
  return Object.assign(translate, { locale });
}
