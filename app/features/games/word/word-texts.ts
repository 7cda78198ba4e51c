import english from 'virtual:app-messages/en/word';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import { WORD_LENGTH } from './constants';
import type { Rejection } from './engine';
import type { Mark } from './feedback';
import type { WORD_TEXT } from './messages';

/** Word's texts in the shopper's language (issue 44): English in the game's chunk, every other language with the account's group (texts.ts). */
export const WORD_TEXTS = textPart<keyof typeof WORD_TEXT>('word', english, 'account');

type WordTranslate = Translate<keyof typeof WORD_TEXT>;

/** A board row as assistive technology reads it: its number, the word, each letter's hint once marked. */
export function rowText(t: WordTranslate, n: number, word: string, marks: readonly Mark[] | null): string {
  if (word === '') return t('rowEmpty', { n });
  if (!marks) return t('rowTyped', { n, word: word.toUpperCase() });
  const letters = [...word].map((letter, i) => t('letterMark', { letter: letter.toUpperCase(), mark: marks[i] ?? 'absent' })).join(', ');
  return t('rowMarked', { n, word: word.toUpperCase(), letters });
}

/** Why a guess was not taken. */
export function rejectionText(t: WordTranslate, rejection: Rejection): string {
  switch (rejection.reason) {
    case 'too-short':
      return t('tooShort', { length: WORD_LENGTH });
    case 'not-a-word':
      return t('notAWord');
    case 'hard-mode':
      return rejection.breach.kind === 'green' ? t('letterAt', { position: rejection.breach.position + 1, letter: rejection.breach.letter.toUpperCase() }) : t('mustContain', { letter: rejection.breach.letter.toUpperCase() });
  }
}
