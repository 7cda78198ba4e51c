/** The word lists, loaded lazily in their own chunk (see word-list.vite.ts). */
import type { Dictionary } from './engine';

export async function loadDictionary(): Promise<Dictionary> {
  const { ANSWERS, GUESSES } = await import('virtual:word-lists');
  return { answers: ANSWERS.split(' '), guesses: new Set(GUESSES.split(' ')) };
}
