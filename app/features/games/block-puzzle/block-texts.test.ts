import { describe, expect, it } from 'vitest';
import type { AppLocale } from '../../../lib/i18n/locale';
import { leftInEnglish } from '../../../test-support/english-left';
import { itSpeaksEveryLanguage, translateIn } from '../../../test-support/every-language';
import { BLOCK_TEXTS, placedText, slotText } from './block-texts';
import { BLOCK_TEXT } from './messages';
import { pieceById, PIECES, type PieceShape } from './pieces';

const KEYS = Object.keys(BLOCK_TEXT) as (keyof typeof BLOCK_TEXT)[];
const SHAPES: readonly PieceShape[] = [...new Set(PIECES.map((p) => p.shape))];
/** Each shape, each plural form from 1 to 11, both cell states. */
const SAMPLES = SHAPES.map((shape, i) => ({ shape, size: 3, letter: shape, row: 1, col: 2, slot: 1, name: 'L', filled: i % 2 ? 'yes' : 'no', blocks: i + 1, lines: i + 1, combo: 2 }));

const inLanguage = (locale: AppLocale) => translateIn(BLOCK_TEXTS, locale);

describe('block puzzle’s texts in the shopper’s language (issue 44)', () => {
  itSpeaksEveryLanguage('blockPuzzle', BLOCK_TEXTS, KEYS, SAMPLES);

  it('names a piece by its shape and says a placement as before in English, and in German', async () => {
    const en = inLanguage('en');
    expect(slotText(en, 0, pieceById('h3'), false)).toBe('Piece 1: bar of 3, 3 blocks');
    expect(slotText(en, 1, pieceById('dot'), true)).toBe('Piece 2: single block, 1 block, no room on the board');
    expect(slotText(en, 2, null, false)).toBe('Piece 3: placed');
    expect(placedText(en, pieceById('o2'), 2, 3, false)).toBe('Placed the 2 by 2 square. Cleared 2 lines, combo ×3!');
    expect(placedText(en, pieceById('l-a'), 1, 1, true)).toBe('Placed the L shape. Cleared 1 line! No piece fits anywhere: game over.');
    await leftInEnglish('blockPuzzle', BLOCK_TEXTS, [], [], 'de');
    const de = inLanguage('de');
    expect(slotText(de, 0, pieceById('v3'), false)).toBe('Teil 1: senkrechter Balken aus 3, 3 Blöcke');
    expect(placedText(de, pieceById('t-a'), 1, 1, false)).toBe('T-Form platziert. 1 Reihe abgeräumt!');
  });

  it('isolates a piece’s letter in Arabic, so the Latin letter keeps its place in the sentence', async () => {
    await leftInEnglish('blockPuzzle', BLOCK_TEXTS, [], [], 'ar');
    expect(slotText(inLanguage('ar'), 0, pieceById('l-a'), false)).toBe('القطعة 1: \u2068شكل \u2068L\u2069\u2069، 4 مربعات');
  });
});
