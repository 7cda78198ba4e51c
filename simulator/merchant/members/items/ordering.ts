/**
 * Orderings (linear syllogisms), generated: n people, the n − 1 comparisons of neighbours in the
 * order, and one question about a position. Exactly one answer follows, since the comparisons of
 * neighbours fix the whole order. Category logic.
 *
 * Difficulty model (provisional b, θ units; the features that make linear syllogisms hard in the
 * reasoning literature, weights guessed, corrected by calibration):
 *   b = −2.4 + 0.7 × (people − 3) + 0.6 if the comparisons come in scrambled order
 *       + 0.5 if about half are worded the other way round ("shorter than") + 0.4 if the question
 *       asks for a middle position, not an end.
 */
import { levelOf } from '../../psychometrics/item-bank';
import { pickDistinct, roundB, type Question } from './types';

const NAMES = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Faye', 'Gus', 'Hana', 'Ivo', 'Juno'] as const;
const RELATIONS = [
  { more: 'taller than', less: 'shorter than', top: 'tallest', bottom: 'shortest' },
  { more: 'older than', less: 'younger than', top: 'oldest', bottom: 'youngest' },
  { more: 'faster than', less: 'slower than', top: 'fastest', bottom: 'slowest' },
  { more: 'heavier than', less: 'lighter than', top: 'heaviest', bottom: 'lightest' },
] as const;

/** People per item, fewest to most; more than six leave one name out of the options (at most six). */
export const ORDERING_SIZES = [3, 4, 5, 6, 7] as const;
const MAX_OPTIONS = 6;
const ORDINALS = ['', 'second ', 'third ', 'fourth ', 'fifth ', 'sixth ', 'seventh '];

export function orderingQuestion(id: string, people: number, scrambled: boolean, reworded: boolean, random: () => number): Question {
  const order = pickDistinct(NAMES, people, random);
  const relation = RELATIONS[Math.floor(random() * RELATIONS.length)] ?? RELATIONS[0];
  const premises = order.slice(1).map((lower, i) => {
    const higher = order[i] as string;
    // Every other comparison worded the other way round, when the item is reworded.
    return reworded && i % 2 === 1 ? `${lower} is ${relation.less} ${higher}.` : `${higher} is ${relation.more} ${lower}.`;
  });
  const shown = scrambled ? pickDistinct(premises, premises.length, random) : premises;
  // A middle position when the item asks one (never first or last), else an end.
  const middle = random() < 0.5;
  const position = middle ? 1 + Math.floor(random() * (people - 2)) : random() < 0.5 ? 0 : people - 1;
  const answer = order[position] as string;
  const question = position === people - 1 ? `Who is the ${relation.bottom}?` : `Who is the ${ORDINALS[position]}${relation.top}?`;
  const others = order.filter((name) => name !== answer);
  const distractors = pickDistinct(others, Math.min(others.length, MAX_OPTIONS - 1), random);
  const names = pickDistinct([answer, ...distractors], distractors.length + 1, random);
  const b = -2.4 + 0.7 * (people - 3) + (scrambled ? 0.6 : 0) + (reworded ? 0.5 : 0) + (position !== 0 && position !== people - 1 ? 0.4 : 0);
  const modelB = roundB(b);
  return {
    id,
    category: 'logic',
    prompt: `${shown.join(' ')} ${question}`,
    options: names.map((label) => ({ label })),
    correct: names.indexOf(answer),
    level: levelOf(modelB),
    modelB,
  };
}
