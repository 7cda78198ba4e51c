import english from 'virtual:app-messages/en/areaProfile';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { PROFILE_TEXT } from '../area-text';

/** The profile section in the shopper's language (issue 33): English in this section's chunk, every other language loaded on demand (texts.ts). */
export const PROFILE_TEXTS = textPart<keyof typeof PROFILE_TEXT>('areaProfile', english, 'account');

export type ProfileTranslate = Translate<keyof typeof PROFILE_TEXT>;
