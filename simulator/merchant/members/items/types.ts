/**
 * The members' tests' item bank, on the service only (issue 27): every item is shown to the member
 * as a PresentedItem (contracts/iq-tests.ts) and carries here its key, its kind and the author's
 * difficulty level 1-5, from which its provisional 3PL parameters come (merchant/psychometrics/item-bank.ts).
 */
import type { DifficultyLevel } from '../../../../catalog/quiz/questions';
import type { PresentedItem } from '../../../../contracts/iq-tests';

export type { Grid, MatrixCell } from '../../../../contracts/iq-tests';

export interface Question extends PresentedItem {
  /** Index into `options` of the one correct answer. */
  readonly correct: number;
  /** The author's difficulty guess, 1 (easiest) to 5. */
  readonly level: DifficultyLevel;
  /**
   * For a generated item: its provisional difficulty b (θ units) from the generator's difficulty
   * model (merchant/psychometrics/item-bank.ts), until calibration re-estimates it; `level` is then the
   * nearest authored level.
   */
  readonly modelB?: number;
}

/** Rounds a difficulty model's b to two decimals (the model is a guess; more digits would claim more). */
export const roundB = (b: number) => Math.round(b * 100) / 100;

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
