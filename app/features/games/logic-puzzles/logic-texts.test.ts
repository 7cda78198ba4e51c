import { describe, expect, it } from 'vitest';
import { leftInEnglish } from '../../../test-support/english-left';
import { itSpeaksEveryLanguage } from '../../../test-support/every-language';
import { LOGIC_TEXTS } from './logic-texts';
import { LOGIC_TEXT } from './messages';

const KEYS = Object.keys(LOGIC_TEXT) as (keyof typeof LOGIC_TEXT)[];
/** Both kinds, mistakes through every plural form. */
const SAMPLES = [0, 1, 2, 3, 11, 100].map((count, i) => ({ kind: i % 2 ? 'sudoku' : 'nonogram', count, row: 2, col: 3, content: '5', digit: 5, clue: '1 2', score: 950 }));
/** Names both languages write alike. */
const SHARED = ['Sudoku'];

describe('logic puzzles’ texts in the shopper’s language (issue 44)', () => {
  itSpeaksEveryLanguage('logicPuzzles', LOGIC_TEXTS, KEYS, SAMPLES, SHARED);

  it('says a cell and the mistakes in English as before, and in German', async () => {
    expect(LOGIC_TEXTS.format('en', 'cellWrong', { row: 1, col: 2, content: 'crossed out' })).toBe('Row 1, column 2: crossed out, marked wrong');
    expect(LOGIC_TEXTS.format('en', 'mistakes', { count: 1 })).toBe('1 mistake marked in red.');
    expect(LOGIC_TEXTS.format('en', 'given', { digit: 7 })).toBe('7 (given)');
    await leftInEnglish('logicPuzzles', LOGIC_TEXTS, [], [], 'de');
    expect(LOGIC_TEXTS.format('de', 'cellLabel', { row: 1, col: 2, content: LOGIC_TEXTS.format('de', 'crossed') })).toBe('Zeile 1, Spalte 2: durchgestrichen');
    expect(LOGIC_TEXTS.format('de', 'boardLabel', { kind: 'nonogram' })).toBe('Nonogramm-Feld');
  });
});
