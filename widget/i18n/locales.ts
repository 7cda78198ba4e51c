/**
 * The shopper languages the widget speaks (issue 33): English is the source catalogue, with the
 * spec's exact wording (widget §2 and §8 in docs/spec-coverage.md); the others load on demand.
 */
export const SUPPORTED_LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Languages written right to left: the widget and the frame mirror their layout (dir="rtl"). */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export const isLocale = (value: unknown): value is Locale => (SUPPORTED_LOCALES as readonly unknown[]).includes(value);

/** One language tag to a supported locale: exact, then by language ("pt-PT" and "pt" are "pt-BR", "es-MX" is "es"); null when unknown or malformed. */
function matchOne(tag: string): Locale | null {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag.trim())[0] ?? '';
  } catch {
    return null;
  }
  if (isLocale(canonical)) return canonical;
  const language = canonical.split('-')[0]?.toLowerCase();
  return SUPPORTED_LOCALES.find((l) => l.split('-')[0] === language) ?? null;
}

/**
 * The locale the widget shows: the merchant's `locale` option when supported, else the first of the
 * browser's languages that is, else English (issue 33).
 * @example resolveLocale(undefined, ['de-DE', 'en']) // 'de'
 */
export function resolveLocale(requested: string | undefined, browser: readonly string[]): Locale {
  for (const tag of [requested, ...browser]) {
    const found = tag ? matchOne(tag) : null;
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');
