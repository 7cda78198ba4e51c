/** The fruits, smallest to largest: two equal ones merge into the next. */
/** A fruit's id, which names it in each language (fruit-texts.ts). */
export type FruitId = 'cherry' | 'strawberry' | 'grape' | 'orange' | 'apple' | 'pear' | 'peach' | 'pineapple' | 'melon' | 'watermelon';

export interface Fruit {
  readonly id: FruitId;
  readonly radius: number;
  readonly colour: string;
  /** Points for making this fruit by a merge. */
  readonly points: number;
}

export const FRUITS: readonly Fruit[] = [
  { id: 'cherry', radius: 13, colour: '#dc2626', points: 1 },
  { id: 'strawberry', radius: 18, colour: '#f43f5e', points: 3 },
  { id: 'grape', radius: 24, colour: '#8b5cf6', points: 6 },
  { id: 'orange', radius: 30, colour: '#f97316', points: 10 },
  { id: 'apple', radius: 37, colour: '#ef4444', points: 15 },
  { id: 'pear', radius: 44, colour: '#a3e635', points: 21 },
  { id: 'peach', radius: 52, colour: '#fda4af', points: 28 },
  { id: 'pineapple', radius: 61, colour: '#facc15', points: 36 },
  { id: 'melon', radius: 71, colour: '#86efac', points: 45 },
  { id: 'watermelon', radius: 83, colour: '#16a34a', points: 55 },
];

export const MAX_LEVEL = FRUITS.length - 1;
/** Two watermelons touching vanish for this bonus. */
export const WATERMELON_PAIR_POINTS = 100;

export function fruitAt(level: number): Fruit {
  const fruit = FRUITS[level];
  if (!fruit) throw new Error(`Fruit merge: no fruit at level ${level}; levels run 0 to ${MAX_LEVEL}.`);
  return fruit;
}
