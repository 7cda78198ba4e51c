import english from 'virtual:app-messages/en/logicPuzzles';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { LOGIC_TEXT } from './messages';

/** Logic puzzles' texts in the shopper's language (issue 44): English in the game's chunk, every other language with the account's group (texts.ts). */
export const LOGIC_TEXTS = textPart<keyof typeof LOGIC_TEXT>('logicPuzzles', english, 'account');

export type LogicTranslate = Translate<keyof typeof LOGIC_TEXT>;
