/** Word game texts. */
import { WORD_LENGTH } from './constants';
import type { Rejection } from './engine';
import type { Mark } from './feedback';

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th'] as const;

export const WORD_TEXT = {
  loading: 'Loading the word list…',
  loadFailed: 'The word list could not be loaded. Check your connection and reload the page.',
  board: 'Guesses',
  hardMode: 'Hard mode',
  hardModeHint: 'Hints you find must be used in later guesses. Choose before your first guess.',
  keyboard: 'Keyboard',
  enter: 'Enter',
  backspace: 'Delete letter',
  row: (n: number, word: string, marks: readonly Mark[] | null) =>
    word === '' ? `Guess ${n}: empty` : `Guess ${n}: ${word.toUpperCase()}${marks ? `, ${[...word].map((l, i) => `${l.toUpperCase()} ${MARK_TEXT[marks[i] ?? 'absent']}`).join(', ')}` : ''}`,
  key: (letter: string, mark: Mark | undefined) => (mark ? `${letter.toUpperCase()}, ${MARK_TEXT[mark]}` : letter.toUpperCase()),
  rejected: (rejection: Rejection): string => {
    switch (rejection.reason) {
      case 'too-short':
        return `Type ${WORD_LENGTH} letters.`;
      case 'not-a-word':
        return 'Not in the word list.';
      case 'hard-mode':
        return rejection.breach.kind === 'green'
          ? `${ORDINAL[rejection.breach.position]} letter must be ${rejection.breach.letter.toUpperCase()}.`
          : `Guess must contain ${rejection.breach.letter.toUpperCase()}.`;
    }
  },
  won: (guesses: number) => `Solved in ${guesses} ${guesses === 1 ? 'guess' : 'guesses'}!`,
  lost: (answer: string) => `The word was ${answer.toUpperCase()}.`,
  help: [
    'Guess the five-letter word in six tries. Type on your keyboard or tap the keys below.',
    'Green: right letter, right place. Yellow: in the word, elsewhere. Grey: not in the word (or not again).',
    'The daily word is the same for everyone today; free play picks a new word each game.',
  ],
} as const;

const MARK_TEXT: Record<Mark, string> = { correct: 'correct', present: 'in the word', absent: 'not in the word' };
