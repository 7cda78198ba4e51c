import english from 'virtual:app-messages/en/areaArticles';
import { textPart } from '../../../lib/i18n/texts';
import type { ARTICLES_TEXT } from '../area-text';

/** The articles in the shopper's language (issue 33): English in this section's chunk, every other language loaded on demand (texts.ts). */
export const ARTICLES_TEXTS = textPart<keyof typeof ARTICLES_TEXT>('areaArticles', english, 'account');
