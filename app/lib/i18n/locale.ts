/**
 * The app's shopper languages (issue 33), the same six the widget speaks, chosen as the widget chooses
 * (the `lang` flag or the remembered choice, then the browser's languages, then English). Written here
 * and not imported from the widget, so the landing's first load never pulls the widget's chunk in;
 * locale.test.ts holds the two to the same answers.
 */
export const APP_LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ar'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

export const isAppLocale = (value: unknown): value is AppLocale => (APP_LOCALES as readonly unknown[]).includes(value);

function matchOne(tag: string): AppLocale | null {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag.trim())[0] ?? '';
  } catch {
    return null;
  }
  if (isAppLocale(canonical)) return canonical;
  const language = canonical.split('-')[0]?.toLowerCase();
  return APP_LOCALES.find((l) => l.split('-')[0] === language) ?? null;
}

/** The page's language: the first supported of the choice and the browser's languages, else English. */
export function resolveAppLocale(chosen: string | null | undefined, browser: readonly string[]): AppLocale {
  for (const tag of [chosen, ...browser]) {
    const found = tag ? matchOne(tag) : null;
    if (found) return found;
  }
  return 'en';
}

/** Arabic is written right to left: the page mirrors (dir="rtl"). */
export const directionOf = (locale: AppLocale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The locale Intl formats with: English is the United States' (the spec's "$1"), the others as tagged. */
export const intlLocale = (locale: AppLocale): string => (locale === 'en' ? 'en-US' : locale);
