/**
 * The six languages the product speaks to shoppers (issue 33), written once: the widget's
 * (widget/i18n/locales.ts), the app's pages (app/lib/i18n/locale.ts), and a purchase's records and
 * emails (the contracts validate `language` with it). English is the source of every catalogue. A leaf
 * with no imports, so the widget may take it and still import nothing else of ours (eslint.config.js).
 */
export const LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The pseudo-locale's tag (issue 44; Windows' pseudo-locale): every text accented, longer and marked
 * (widget/i18n/pseudo-locale.ts), for QA to see untranslated and overflowing text. Never one of the
 * languages: a page or the card frame speaks it only on a test deployment (widget/deployment.ts), asked
 * by `lang=` (the app) or `locale` (the widget, the frame), and no switcher offers it.
 */
export const PSEUDO_LANGUAGE = 'qps-ploc';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Arabic is written right to left: the pages, the widget and the card frame mirror (dir="rtl"). */
export const textDirection = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** One language tag to a language: exact, then by its language part ("pt-PT" and "pt" are "pt-BR", "es-MX" is "es"); null when unknown or malformed. */
function matchOne(tag: string): Language | null {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag.trim())[0] ?? '';
  } catch {
    return null;
  }
  if (isLanguage(canonical)) return canonical;
  const language = canonical.split('-')[0]?.toLowerCase();
  return LANGUAGES.find((l) => l.split('-')[0] === language) ?? null;
}

/**
 * The language to speak: the chosen one (the page's `lang` flag or remembered choice, the merchant's
 * `locale` option) when it names one, else the first of the browser's languages that does, else English.
 * @example resolveLanguage(undefined, ['de-DE', 'en']) // 'de'
 */
export function resolveLanguage(chosen: string | null | undefined, browser: readonly string[]): Language {
  for (const tag of [chosen, ...browser]) {
    const found = tag ? matchOne(tag) : null;
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}
