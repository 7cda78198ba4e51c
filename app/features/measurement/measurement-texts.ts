import english from 'virtual:app-messages/en/measurement';
import { textPart } from '../../lib/i18n/texts';
import type { MEASUREMENT_TEXT } from './measurement-text';

/** The measurement page's calibration words in the shopper's language (texts.ts loads the others on demand). */
export const MEASUREMENT_TEXTS = textPart<keyof typeof MEASUREMENT_TEXT>('measurement', english);
