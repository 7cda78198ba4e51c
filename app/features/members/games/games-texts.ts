import english from 'virtual:app-messages/en/areaGames';
import { textPart } from '../../../lib/i18n/texts';
import type { GAMES_TEXT } from '../area-text';

/** The games list in the shopper's language (issue 33): English in this section's chunk, every other language loaded on demand (texts.ts). */
export const GAMES_TEXTS = textPart<keyof typeof GAMES_TEXT>('areaGames', english, 'account');
