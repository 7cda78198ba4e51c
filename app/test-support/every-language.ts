/**
 * The two checks each game's texts test makes (issue 44), written once: every language but English has
 * every text of the part and none left in English, and English held against itself is caught (the check
 * can fail). Also a part's translate function in one language outside React, as useTexts gives it to a page.
 */
import { expect, it } from 'vitest';
import { APP_LOCALES, type AppLocale } from '../lib/i18n/locale';
import type { TextPart, TextValues, Translate } from '../lib/i18n/texts';
import { leftInEnglish } from './english-left';

/** Registers the two checks for `part`, named `name` in the catalogues, with each of `samples` as values. */
export function itSpeaksEveryLanguage<K extends string>(name: string, part: TextPart<K>, keys: readonly K[], samples: readonly TextValues[], shared: readonly string[] = []): void {
  it.each(APP_LOCALES.filter((l) => l !== 'en'))('%s has every text, none left in English', async (locale) => {
    expect(await leftInEnglish(name, part, keys, samples, locale, shared)).toEqual([]);
  });

  it('finds every text when English is held against itself (the check can fail)', async () => {
    expect((await leftInEnglish(name, part, keys, samples, 'en')).length).toBe(keys.length);
  });
}

/** `part`'s translate function in `locale` (its texts for that language loaded first). */
export const translateIn = <K extends string>(part: TextPart<K>, locale: AppLocale): Translate<K> =>
  Object.assign((key: K, values?: TextValues) => part.format(locale, key, values), { locale });
