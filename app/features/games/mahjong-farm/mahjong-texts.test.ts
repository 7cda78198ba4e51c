import { describe, expect, it } from 'vitest';
import { APP_LOCALES, type AppLocale } from '../../../lib/i18n/locale';
import { leftInEnglish } from '../../../test-support/english-left';
import { itSpeaksEveryLanguage, translateIn } from '../../../test-support/every-language';
import { TILE_KINDS } from './constants';
import { MAHJONG_TEXTS, tileLabel, tileName } from './mahjong-texts';
import { MAHJONG_TEXT } from './messages';

const KEYS = Object.keys(MAHJONG_TEXT) as (keyof typeof MAHJONG_TEXT)[];
const STATES = ['free', 'selected', 'blocked', 'selectedBlocked'];
/** Each tile kind, each tile state, tiles left through every plural form. */
const SAMPLES = TILE_KINDS.map((kind, i) => ({ kind, state: STATES[i % 4] ?? 'free', name: 'X', count: [0, 1, 2, 3, 11, 100][i % 6] ?? 0, score: 420 }));
/** Names both languages write alike; a free tile's label is its name alone ("X", isolated in Arabic). */
const SHARED = ['Silo', 'X', '\u2068X\u2069'];

const inLanguage = (locale: AppLocale) => translateIn(MAHJONG_TEXTS, locale);

describe('mahjong farm’s texts in the shopper’s language (issue 44)', () => {
  itSpeaksEveryLanguage('mahjongFarm', MAHJONG_TEXTS, KEYS, SAMPLES, SHARED);

  it('names every tile kind apart, and says a tile and the tiles left in English as before, and in German', async () => {
    const en = inLanguage('en');
    expect(tileLabel(en, 'cow', false, true)).toBe('Cow, selected, blocked');
    expect(tileLabel(en, 'egg', true, false)).toBe('Egg');
    expect(en('tilesLeft', { count: 76 })).toBe('76 tiles left');
    await leftInEnglish('mahjongFarm', MAHJONG_TEXTS, [], [], 'de');
    for (const locale of APP_LOCALES) expect(new Set(TILE_KINDS.map((kind) => tileName(inLanguage(locale), kind))).size).toBe(TILE_KINDS.length);
    const de = inLanguage('de');
    expect(tileLabel(de, 'cow', true, true)).toBe('Kuh, ausgewählt');
    expect(de('tilesLeft', { count: 1 })).toBe('1 Stein übrig');
  });
});
