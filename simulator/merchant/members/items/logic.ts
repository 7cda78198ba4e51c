/** Logic items, written by hand: deductions with one conclusion that must follow. Answer first, then distractors. */
import type { DifficultyLevel } from '../../../../catalog/quiz/questions';
import { placeAnswer, type Question } from './types';

/** The prompt, the answer, three distractors, and the author's difficulty level 1–5 (types.ts). */
type Item = readonly [prompt: string, answer: string, d1: string, d2: string, d3: string, level: DifficultyLevel];

export const LOGIC: readonly Item[] = [
  ['All roses are flowers. Some flowers fade quickly. Which must be true?', 'None of these must be true', 'Some roses fade quickly', 'All flowers are roses', 'No rose fades quickly', 4],
  ['Anna is taller than Ben. Ben is taller than Cara. Who is shortest?', 'Cara', 'Ben', 'Anna', 'Cannot tell', 1],
  ['If it rains, the match is cancelled. The match was not cancelled. What follows?', 'It did not rain', 'It rained', 'The match was played indoors', 'Nothing follows', 2],
  ['Every member of the club plays chess. Dana does not play chess. What follows?', 'Dana is not a member', 'Dana is a member', 'Dana plays draughts', 'Nothing follows', 2],
  ['Five runners finish. Eve beats Finn, Finn beats Gus, Hal beats Eve, Gus beats Ian. Who came third?', 'Finn', 'Eve', 'Gus', 'Hal', 4],
  ['No cats are dogs. All puppies are dogs. Which must be true?', 'No puppies are cats', 'Some cats are puppies', 'All dogs are puppies', 'Some puppies are cats', 3],
  ['A box holds only red and blue balls. There are more red than blue. You take out two blue. What must be true now?', 'There are still more red than blue', 'There are equal numbers', 'There are more blue than red', 'The box is empty', 3],
  ['Monday comes two days after the day before yesterday. What day is today?', 'Monday', 'Saturday', 'Sunday', 'Wednesday', 4],
  ['If all bloops are razzies and all razzies are lazzies, then all bloops are …', 'lazzies', 'not lazzies', 'only razzies', 'neither', 1],
  ['Tom is older than Sue. Sue is older than Raj. Raj is older than Lee. Who is second oldest?', 'Sue', 'Tom', 'Raj', 'Lee', 1],
  ['Only people with tickets may enter. Mia entered. What follows?', 'Mia had a ticket', 'Mia had no ticket', 'Everyone with a ticket entered', 'Nothing follows', 2],
  ['Some artists are musicians. All musicians can read music. Which must be true?', 'Some artists can read music', 'All artists can read music', 'No artist can read music', 'All who read music are artists', 3],
  ['A clock shows 3:15. What is the angle between the hands?', '7.5°', '0°', '15°', '90°', 5],
  ['Four friends sit in a row. Kim is left of Lou; Lou is left of Max; Nia is right of Max. Who is on the far left?', 'Kim', 'Lou', 'Max', 'Nia', 2],
  ['If no fish can fly and some birds are fish, then …', 'some birds cannot fly', 'all birds can fly', 'no birds can fly', 'some fish can fly', 4],
  ['A is north of B. C is east of A. Where is C from B?', 'North-east', 'South-west', 'North-west', 'South-east', 3],
];

export function logicQuestion(id: string, item: Item, random: () => number): Question {
  const [prompt, answer, d1, d2, d3, level] = item;
  const { options, correct } = placeAnswer(answer, [d1, d2, d3], random);
  return { id, category: 'logic', prompt, options: options.map((label) => ({ label })), correct, level };
}
