/** The fruits, smallest to largest: two equal ones merge into the next. */
export interface Fruit {
  readonly name: string;
  readonly radius: number;
  readonly colour: string;
  /** Points for making this fruit by a merge. */
  readonly points: number;
}

export const FRUITS: readonly Fruit[] = [
  { name: 'cherry', radius: 13, colour: '#dc2626', points: 1 },
  { name: 'strawberry', radius: 18, colour: '#f43f5e', points: 3 },
  { name: 'grape', radius: 24, colour: '#8b5cf6', points: 6 },
  { name: 'orange', radius: 30, colour: '#f97316', points: 10 },
  { name: 'apple', radius: 37, colour: '#ef4444', points: 15 },
  { name: 'pear', radius: 44, colour: '#a3e635', points: 21 },
  { name: 'peach', radius: 52, colour: '#fda4af', points: 28 },
  { name: 'pineapple', radius: 61, colour: '#facc15', points: 36 },
  { name: 'melon', radius: 71, colour: '#86efac', points: 45 },
  { name: 'watermelon', radius: 83, colour: '#16a34a', points: 55 },
];

export const MAX_LEVEL = FRUITS.length - 1;
/** Two watermelons touching vanish for this bonus. */
export const WATERMELON_PAIR_POINTS = 100;

export function fruitAt(level: number): Fruit {
  const fruit = FRUITS[level];
  if (!fruit) throw new Error(`Fruit merge: no fruit at level ${level}; levels run 0 to ${MAX_LEVEL}.`);
  return fruit;
}
