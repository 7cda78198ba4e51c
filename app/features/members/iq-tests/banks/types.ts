import type { Category, TestId } from '../../../../../contracts/members';

/** A polyomino on a small grid: the filled cells as [row, column]. */
export type Grid = readonly (readonly [number, number])[];

/** A cell of a symbol matrix: a shape drawn `count` times. */
export interface MatrixCell {
  readonly shape: 'circle' | 'square' | 'triangle' | 'diamond';
  readonly count: number;
}

export type Figure = { readonly kind: 'matrix'; readonly cells: readonly (MatrixCell | null)[] } | { readonly kind: 'grid'; readonly grid: Grid };

export interface Option {
  /** Words for the option (the accessible name when a figure is drawn). */
  readonly label: string;
  readonly figure?: Figure;
}

export interface Question {
  readonly id: string;
  readonly category: Category;
  readonly prompt: string;
  readonly figure?: Figure;
  readonly options: readonly Option[];
  /** Index into `options` of the one correct answer. */
  readonly correct: number;
}

export interface TestDefinition {
  readonly id: TestId;
  readonly title: string;
  readonly kind: string;
  readonly description: string;
  /** Time allowed for the whole test, in seconds. */
  readonly timeLimitS: number;
  /** How many distinct question sets a retake can cycle through. */
  readonly sets: number;
  readonly questions: (set: number) => readonly Question[];
}

/** A small seeded PRNG (mulberry32): the same set number always gives the same questions. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Puts the right answer among the distractors at a seeded position; returns options and the key. */
export function placeAnswer<T>(answer: T, distractors: readonly T[], random: () => number): { options: T[]; correct: number } {
  const correct = Math.floor(random() * (distractors.length + 1));
  const options = [...distractors];
  options.splice(correct, 0, answer);
  return { options, correct };
}

export function pickDistinct<T>(pool: readonly T[], count: number, random: () => number): T[] {
  const copy = [...pool];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}
