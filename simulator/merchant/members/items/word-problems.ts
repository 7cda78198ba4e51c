/** Numerical reasoning word problems, written by hand. Answer first, then distractors. */
import type { DifficultyLevel } from '../../../../catalog/quiz/questions';
import { placeAnswer, type Question } from './types';

/** The prompt, the answer, three distractors, and the author's difficulty level 1–5 (types.ts). */
type Item = readonly [prompt: string, answer: string, d1: string, d2: string, d3: string, level: DifficultyLevel];

export const WORD_PROBLEMS: readonly Item[] = [
  ['A jacket costs $80 and is reduced by 25 %. What does it cost now?', '$60', '$55', '$65', '$20', 1],
  ['A train travels 180 km in 2 hours 15 minutes. What is its average speed?', '80 km/h', '90 km/h', '75 km/h', '85 km/h', 3],
  ['Three pens cost $4.50. How much do seven pens cost?', '$10.50', '$9.50', '$11.00', '$12.25', 2],
  ['What is 15 % of 240?', '36', '24', '32', '40', 1],
  ['A recipe for 4 people needs 300 g of flour. How much flour for 10 people?', '750 g', '600 g', '700 g', '1,200 g', 2],
  ['The average of four numbers is 12. Three of them are 9, 11 and 14. What is the fourth?', '14', '12', '13', '16', 3],
  ['A price rises by 10 % and then falls by 10 %. Compared with the start it is …', '1 % lower', 'the same', '1 % higher', '10 % lower', 4],
  ['Two workers paint a fence in 6 hours together. One alone takes 10 hours. How long does the other take alone?', '15 hours', '4 hours', '12 hours', '16 hours', 5],
  ['What is 3/8 written as a decimal?', '0.375', '0.38', '0.35', '0.3', 2],
  ['A phone plan is $12 a month plus $0.05 a minute. What does a month with 300 minutes cost?', '$27', '$15', '$32', '$24', 2],
  ['The ratio of cats to dogs at a shelter is 3 : 5. There are 40 animals. How many cats?', '15', '24', '12', '18', 3],
  ['Which is largest?', '0.7', '2/3', '65 %', '0.66', 3],
];

export function wordProblem(id: string, item: Item, random: () => number): Question {
  const [prompt, answer, d1, d2, d3, level] = item;
  const { options, correct } = placeAnswer(answer, [d1, d2, d3], random);
  return { id, category: 'logic', prompt, options: options.map((label) => ({ label })), correct, level };
}
