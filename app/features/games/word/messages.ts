/**
 * Word's texts, ICU MessageFormat: the part "word" of the app's catalogues (app/text-registry/sources.ts),
 * translated in app/lib/i18n/catalogues/ and read through word-texts.ts (issue 44). The words
 * themselves are English, so the letters a text names stay as typed.
 */
export const WORD_TEXT = {
  loading: 'Loading the word list…',
  loadFailed: 'The word list could not be loaded. Check your connection and reload the page.',
  board: 'Guesses',
  hardMode: 'Hard mode',
  hardModeHint: 'Hints you find must be used in later guesses. Choose before your first guess.',
  keyboard: 'Keyboard',
  enter: 'Enter',
  backspace: 'Delete letter',
  rowEmpty: 'Guess {n}: empty',
  rowTyped: 'Guess {n}: {word}',
  rowMarked: 'Guess {n}: {word}, {letters}',
  letterMark: '{letter} {mark, select, correct {correct} present {in the word} other {not in the word}}',
  keyMarked: '{letter}, {mark, select, correct {correct} present {in the word} other {not in the word}}',
  tooShort: 'Type {length} letters.',
  notAWord: 'Not in the word list.',
  letterAt: '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} letter must be {letter}.',
  mustContain: 'Guess must contain {letter}.',
  won: 'Solved in {guesses, plural, one {# guess} other {# guesses}}!',
  lost: 'The word was {answer}.',
  help1: 'Guess the five-letter word in six tries. Type on your keyboard or tap the keys below.',
  help2: 'Green: right letter, right place. Yellow: in the word, elsewhere. Grey: not in the word (or not again).',
  help3: 'The daily word is the same for everyone today; free play picks a new word each game.',
} as const;
