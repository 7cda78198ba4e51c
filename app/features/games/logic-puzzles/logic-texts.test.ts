import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '../../../lib/i18n/locale';
import { leftInEnglish } from '../../../test-support/english-left';
import { LOGIC_TEXTS } from './logic-texts';
import { LOGIC_TEXT } from './messages';

const KEYS = Object.keys(LOGIC_TEXT) as (keyof typeof LOGIC_TEXT)[];
/** Both kinds, mistakes through every plural form. */
const SAMPLES = [0, 1, 2, 3, 11, 100].map((count, i) => ({ kind: i % 2 ? 'sudoku' : 'nonogram', count, row: 2, col: 3, content: '5', digit: 5, clue: '1 2', score: 950 }));
/** Names both languages write alike. */
const SHARED = ['Sudoku'];

describe('logic puzzles’ texts in the shopper’s language (issue 44)', () => {
  it.each(APP_LOCALES.filter((l) => l !== 'en'))('%s has every text, none left in English', async (locale) => {
    expect(await leftInEnglish('logicPuzzles', LOGIC_TEXTS, KEYS, SAMPLES, locale, SHARED)).toEqual([]);
  });

  it('finds every text when English is held against itself (the check can fail)', async () => {
    expect((await leftInEnglish('logicPuzzles', LOGIC_TEXTS, KEYS, SAMPLES, 'en')).length).toBe(KEYS.length);
  });

  it('says a cell and the mistakes in English as before, and in German', async () => {
    expect(LOGIC_TEXTS.format('en', 'cellWrong', { row: 1, col: 2, content: 'crossed out' })).toBe('Row 1, column 2: crossed out, marked wrong');
    expect(LOGIC_TEXTS.format('en', 'mistakes', { count: 1 })).toBe('1 mistake marked in red.');
    expect(LOGIC_TEXTS.format('en', 'given', { digit: 7 })).toBe('7 (given)');
    await leftInEnglish('logicPuzzles', LOGIC_TEXTS, [], [], 'de');
    expect(LOGIC_TEXTS.format('de', 'cellLabel', { row: 1, col: 2, content: LOGIC_TEXTS.format('de', 'crossed') })).toBe('Zeile 1, Spalte 2: durchgestrichen');
    expect(LOGIC_TEXTS.format('de', 'boardLabel', { kind: 'nonogram' })).toBe('Nonogramm-Feld');
  });
});
