/**
 * Word game engine: a pure reducer over a dictionary given to it. Five letters, six guesses; a
 * guess must be a word of the list; hard mode (chosen before the first guess) makes every hint
 * count. The answer comes from the seeded generator over the curated answers.
 */
import { z } from 'zod';
import { seededRng } from '../shared/rng';
import { HARD_MODE_FACTOR, MAX_GUESSES, WIN_POINTS, WORD_LENGTH } from './constants';
import { hardModeBreach, type HardModeBreach } from './feedback';

export interface Dictionary {
  /** Curated answers, lower case. */
  readonly answers: readonly string[];
  /** Every valid guess, lower case; contains the answers. */
  readonly guesses: ReadonlySet<string>;
}

export type Rejection = { readonly reason: 'too-short' } | { readonly reason: 'not-a-word' } | { readonly reason: 'hard-mode'; readonly breach: HardModeBreach };

export interface WordState {
  readonly answer: string;
  readonly guesses: readonly string[];
  readonly current: string;
  readonly hard: boolean;
  readonly status: 'playing' | 'won' | 'lost';
  readonly score: number;
  /** Why the last submit was refused, and a counter so the view can shake again on a repeat. */
  readonly rejection: Rejection | null;
  readonly rejections: number;
}

export type WordAction =
  | { readonly type: 'letter'; readonly letter: string }
  | { readonly type: 'backspace' }
  | { readonly type: 'submit' }
  | { readonly type: 'hard-mode'; readonly on: boolean };

const word = z.string().regex(/^[a-z]{5}$/);
const BreachSchema = z.union([
  z.object({ kind: z.literal('green'), letter: z.string().length(1), position: z.number().int().min(0).max(WORD_LENGTH - 1) }),
  z.object({ kind: z.literal('yellow'), letter: z.string().length(1) }),
]);

export const WordStateSchema: z.ZodType<WordState> = z.object({
  answer: word,
  guesses: z.array(word).max(MAX_GUESSES),
  current: z.string().regex(/^[a-z]{0,5}$/),
  hard: z.boolean(),
  status: z.enum(['playing', 'won', 'lost']),
  score: z.number().int().min(0),
  rejection: z.union([z.object({ reason: z.enum(['too-short', 'not-a-word']) }), z.object({ reason: z.literal('hard-mode'), breach: BreachSchema })]).nullable(),
  rejections: z.number().int().min(0),
});

export function winPoints(guessCount: number, hard: boolean): number {
  const base = WIN_POINTS[guessCount - 1] ?? 0;
  return Math.round(hard ? base * HARD_MODE_FACTOR : base);
}

function reduce(dictionary: Dictionary, state: WordState, action: WordAction): WordState {
  if (state.status !== 'playing') return state;
  switch (action.type) {
    case 'letter': {
      const letter = action.letter.toLowerCase();
      if (!/^[a-z]$/.test(letter) || state.current.length >= WORD_LENGTH) return state;
      return { ...state, current: state.current + letter, rejection: null };
    }
    case 'backspace':
      return state.current === '' ? state : { ...state, current: state.current.slice(0, -1), rejection: null };
    case 'hard-mode':
      // Like the original: hard mode can only change before the first guess.
      return state.guesses.length > 0 || state.hard === action.on ? state : { ...state, hard: action.on };
    case 'submit': {
      const guess = state.current;
      const reject = (rejection: Rejection): WordState => ({ ...state, rejection, rejections: state.rejections + 1 });
      if (guess.length < WORD_LENGTH) return reject({ reason: 'too-short' });
      if (!dictionary.guesses.has(guess)) return reject({ reason: 'not-a-word' });
      if (state.hard) {
        const breach = hardModeBreach(guess, state.guesses, state.answer);
        if (breach) return reject({ reason: 'hard-mode', breach });
      }
      const guesses = [...state.guesses, guess];
      const won = guess === state.answer;
      const status = won ? 'won' : guesses.length >= MAX_GUESSES ? 'lost' : 'playing';
      return { ...state, guesses, current: '', status, score: won ? winPoints(guesses.length, state.hard) : 0, rejection: null };
    }
  }
}

export function initWord(dictionary: Dictionary, seed: number): WordState {
  const answer = dictionary.answers[seededRng(seed).int(0, dictionary.answers.length - 1)];
  if (!answer) throw new Error('Word game: the answer list is empty; check the word-lists build (word-list.vite.ts).');
  return { answer, guesses: [], current: '', hard: false, status: 'playing', score: 0, rejection: null, rejections: 0 };
}

/** The word game over one dictionary, in the shape every reducer game shares. */
export function createWordGame(dictionary: Dictionary) {
  return {
    id: 'word',
    schema: WordStateSchema,
    init: (seed: number) => initWord(dictionary, seed),
    reduce: (state: WordState, action: WordAction) => reduce(dictionary, state, action),
  } as const;
}
