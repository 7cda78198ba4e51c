import { describe, expect, it } from 'vitest';
import { APP_LOCALES, type AppLocale } from '../../../lib/i18n/locale';
import type { Translate } from '../../../lib/i18n/texts';
import { leftInEnglish } from '../../../test-support/english-left';
import { containerText, FRUIT_TEXTS, fruitName, mergedText } from './fruit-texts';
import { FRUITS, MAX_LEVEL } from './fruits';
import { FRUIT_TEXT } from './messages';

const KEYS = Object.keys(FRUIT_TEXT) as (keyof typeof FRUIT_TEXT)[];
/** Each fruit, with counts through every plural form (Arabic's eleven and more too). */
const SAMPLES = FRUITS.map((fruit, i) => ({ fruit: fruit.id, count: i === MAX_LEVEL ? 11 : i }));
/** Fruits both languages spell alike. */
const SHARED = ['orange', 'Orange', 'melon'];

const inLanguage = (locale: AppLocale): Translate<keyof typeof FRUIT_TEXT> => Object.assign((key: keyof typeof FRUIT_TEXT, values?: Record<string, string | number>) => FRUIT_TEXTS.format(locale, key, values), { locale });

describe('fruit merge’s texts in the shopper’s language (issue 44)', () => {
  it.each(APP_LOCALES.filter((l) => l !== 'en'))('%s has every text, none left in English', async (locale) => {
    expect(await leftInEnglish('fruitMerge', FRUIT_TEXTS, KEYS, SAMPLES, locale, SHARED)).toEqual([]);
  });

  it('finds every text when English is held against itself (the check can fail)', async () => {
    expect((await leftInEnglish('fruitMerge', FRUIT_TEXTS, KEYS, SAMPLES, 'en')).length).toBe(KEYS.length);
  });

  it('names every fruit apart, in English with "an" before a vowel as before, and in German with its own article', async () => {
    const en = inLanguage('en');
    const orange = FRUITS.findIndex((f) => f.id === 'orange');
    expect(mergedText(en, orange - 1)).toBe('Merged into an orange!');
    expect(mergedText(en, 0)).toBe('Merged into a strawberry!');
    expect(mergedText(en, MAX_LEVEL)).toBe('Two watermelons: bonus!');
    expect(containerText(en, 3, FRUITS.findIndex((f) => f.id === 'apple'))).toBe('Container with 3 fruits; the largest is an apple');
    expect(containerText(en, 0, -1)).toBe('Container with 0 fruits');
    await leftInEnglish('fruitMerge', FRUIT_TEXTS, [], [], 'de');
    const de = inLanguage('de');
    for (const locale of APP_LOCALES) expect(new Set(FRUITS.map((_, level) => fruitName(inLanguage(locale), level))).size).toBe(FRUITS.length);
    expect(mergedText(de, FRUITS.findIndex((f) => f.id === 'apple') - 1)).toBe('Zu einem Apfel verschmolzen!');
    expect(containerText(de, 1, 0)).toBe('Behälter mit 1 Frucht; die größte ist eine Kirsche');
  });
});
