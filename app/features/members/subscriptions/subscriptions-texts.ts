import english from 'virtual:app-messages/en/areaSubscriptions';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { SUBSCRIPTIONS_TEXT } from '../area-text';

/** The subscriptions section in the shopper's language (issue 33): English in this section's chunk, every other language loaded on demand (texts.ts). */
export const SUBSCRIPTIONS_TEXTS = textPart<keyof typeof SUBSCRIPTIONS_TEXT>('areaSubscriptions', english, 'account');

export type SubscriptionsTranslate = Translate<keyof typeof SUBSCRIPTIONS_TEXT>;
