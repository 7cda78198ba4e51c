import { describe, expect, it } from 'vitest';
import type { AppLocale } from '../../../lib/i18n/locale';
import { loadTexts } from '../../../lib/i18n/texts';
import { translateIn } from '../../../test-support/every-language';
import type { Rejection } from './engine';
import type { Mark } from './feedback';
import { rejectionText, rowText, WORD_TEXTS } from './word-texts';

/** Word's texts in `locale` outside React, as useTexts gives them to the page. */
function WORD_TEXTS_FOR_TEST(locale: AppLocale) {
  const t = translateIn(WORD_TEXTS, locale);
  return { t, rejection: (r: Rejection) => rejectionText(t, r), row: (n: number, word: string, marks: readonly Mark[] | null) => rowText(t, n, word, marks) };
}

describe('Word’s texts in the shopper’s language (issue 44)', () => {
  it('says a rejection, a board row and the result in English as before, and in German once its texts are here', async () => {
    const en = WORD_TEXTS_FOR_TEST('en');
    expect(en.rejection({ reason: 'hard-mode', breach: { kind: 'green', position: 0, letter: 'c' } })).toBe('1st letter must be C.');
    expect(en.rejection({ reason: 'hard-mode', breach: { kind: 'yellow', letter: 'r' } })).toBe('Guess must contain R.');
    expect(en.rejection({ reason: 'too-short' })).toBe('Type 5 letters.');
    expect(en.row(2, 'crane', ['correct', 'present', 'absent', 'absent', 'correct'])).toBe('Guess 2: CRANE, C correct, R in the word, A not in the word, N not in the word, E correct');
    expect(en.t('won', { guesses: 1 })).toBe('Solved in 1 guess!');
    await loadTexts('de', 'account');
    const de = WORD_TEXTS_FOR_TEST('de');
    expect(de.rejection({ reason: 'hard-mode', breach: { kind: 'green', position: 2, letter: 'a' } })).toBe('Der 3. Buchstabe muss A sein.');
    expect(de.row(1, 'crane', null)).toBe('Versuch 1: CRANE');
    expect(de.t('won', { guesses: 3 })).toBe('Gelöst in 3 Versuchen!');
    expect(de.t('hardModeHint')).not.toMatch(/guess/i);
  });
});
