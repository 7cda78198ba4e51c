/**
 * Fruit merge's texts, ICU MessageFormat: the part "fruitMerge" of the app's catalogues
 * (app/text-registry/sources.ts), translated in app/lib/i18n/catalogues/ and read through
 * fruit-texts.ts (issue 44). A fruit is named by its id (fruits.ts); each language writes its own
 * article, so "a"/"an" and a gender are the catalogue's choice, not code's.
 */
export const FRUIT_TEXT = {
  fruit: '{fruit, select, cherry {cherry} strawberry {strawberry} grape {grape} orange {orange} apple {apple} pear {pear} peach {peach} pineapple {pineapple} melon {melon} other {watermelon}}',
  container: 'Container with {count, plural, one {# fruit} other {# fruits}}',
  containerLargest: 'Container with {count, plural, one {# fruit} other {# fruits}}; the largest is {fruit, select, cherry {a cherry} strawberry {a strawberry} grape {a grape} orange {an orange} apple {an apple} pear {a pear} peach {a peach} pineapple {a pineapple} melon {a melon} other {a watermelon}}',
  next: 'Next',
  inHand: 'In hand',
  left: 'Move left',
  right: 'Move right',
  drop: 'Drop',
  resuming: 'Resuming your game…',
  merged: 'Merged into {fruit, select, cherry {a cherry} strawberry {a strawberry} grape {a grape} orange {an orange} apple {an apple} pear {a pear} peach {a peach} pineapple {a pineapple} melon {a melon} other {a watermelon}}!',
  watermelons: 'Two watermelons: bonus!',
  over: 'The pile crossed the line: game over.',
  help1: 'Aim with the mouse or your finger and click or lift to drop; or use the left and right arrow keys and Space to drop.',
  help2: 'Two equal fruits that touch merge into the next one: cherry, strawberry, grape, orange, apple, pear, peach, pineapple, melon, watermelon.',
  help3: 'Keep the pile below the dashed line: a fruit resting above it for two seconds ends the game.',
} as const;
