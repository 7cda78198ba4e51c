import english from 'virtual:app-messages/en/fruitMerge';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import { fruitAt, FRUITS, MAX_LEVEL } from './fruits';
import type { FRUIT_TEXT } from './messages';

/** Fruit merge's texts in the shopper's language (issue 44): English in the game's chunk, every other language with the account's group (texts.ts). */
export const FRUIT_TEXTS = textPart<keyof typeof FRUIT_TEXT>('fruitMerge', english, 'account');

type FruitTranslate = Translate<keyof typeof FRUIT_TEXT>;

/** The fruit at `level`, named in the page's language. */
export const fruitName = (t: FruitTranslate, level: number): string => t('fruit', { fruit: fruitAt(level).id });

/** The canvas's label: how many fruits, and the largest once there is one. */
export function containerText(t: FruitTranslate, count: number, highest: number): string {
  const largest = FRUITS[highest];
  return largest ? t('containerLargest', { count, fruit: largest.id }) : t('container', { count });
}

/** The status after a merge of two fruits at `from`: the fruit made, or the watermelons' bonus. */
export const mergedText = (t: FruitTranslate, from: number): string => (from === MAX_LEVEL ? t('watermelons') : t('merged', { fruit: fruitAt(from + 1).id }));
