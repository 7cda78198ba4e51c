import { describe, expect, it } from 'vitest';
import { APP_LOCALES, type AppLocale } from '../../../lib/i18n/locale';
import { leftInEnglish } from '../../../test-support/english-left';
import { itSpeaksEveryLanguage, translateIn } from '../../../test-support/every-language';
import { containerText, FRUIT_TEXTS, fruitName, mergedText } from './fruit-texts';
import { FRUITS, MAX_LEVEL } from './fruits';
import { FRUIT_TEXT } from './messages';

const KEYS = Object.keys(FRUIT_TEXT) as (keyof typeof FRUIT_TEXT)[];
/** Each fruit, with counts through every plural form (Arabic's eleven and more too). */
const SAMPLES = FRUITS.map((fruit, i) => ({ fruit: fruit.id, count: i === MAX_LEVEL ? 11 : i }));
/** Fruits both languages spell alike. */
const SHARED = ['orange', 'Orange', 'melon'];

const inLanguage = (locale: AppLocale) => translateIn(FRUIT_TEXTS, locale);

describe('fruit merge’s texts in the shopper’s language (issue 44)', () => {
  itSpeaksEveryLanguage('fruitMerge', FRUIT_TEXTS, KEYS, SAMPLES, SHARED);

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
