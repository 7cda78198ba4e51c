import english from 'virtual:app-messages/en/games';
import { textPart } from '../../../lib/i18n/texts';
import type { GAME_TEXT } from './messages';

/** The games' chrome in the shopper's language (issue 44): English in the games' chunk, every other language with the account's group (texts.ts). */
export const GAME_TEXTS = textPart<keyof typeof GAME_TEXT>('games', english, 'account');
