/** Fruit merge texts. */
import { fruitAt } from './fruits';

/** "an orange", "a pear": every fruit name starts with a letter that is sounded as written. */
const aOrAn = (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

export const FRUIT_TEXT = {
  container: (count: number, highest: string | null) => `Container with ${count} ${count === 1 ? 'fruit' : 'fruits'}${highest ? `; the largest is ${aOrAn(highest)}` : ''}`,
  next: 'Next',
  inHand: 'In hand',
  left: 'Move left',
  right: 'Move right',
  drop: 'Drop',
  resuming: 'Resuming your game…',
  merged: (from: number) => `Merged into ${aOrAn(fruitAt(from + 1).name)}!`,
  watermelons: 'Two watermelons: bonus!',
  over: 'The pile crossed the line: game over.',
  help: [
    'Aim with the mouse or your finger and click or lift to drop; or use the left and right arrow keys and Space to drop.',
    'Two equal fruits that touch merge into the next one: cherry, strawberry, grape, orange, apple, pear, peach, pineapple, melon, watermelon.',
    'Keep the pile below the dashed line: a fruit resting above it for two seconds ends the game.',
  ],
} as const;
