import english from 'virtual:app-messages/en/members';
import { textPart } from '../../lib/i18n/texts';
import type { MEMBERS_TEXT } from './sections';

/** The members' area's frame in the shopper's language (issue 33): English in the area's chunk, every other language loaded on demand (texts.ts). */
export const MEMBERS_TEXTS = textPart<keyof typeof MEMBERS_TEXT>('members', english, 'account');
