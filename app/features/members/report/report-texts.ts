import english from 'virtual:app-messages/en/areaReport';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { REPORT_TEXT } from '../area-text';

/** The report and certificate section in the shopper's language (issue 33): English in this section's chunk, every other language loaded on demand (texts.ts). */
export const REPORT_TEXTS = textPart<keyof typeof REPORT_TEXT>('areaReport', english, 'account');

export type ReportTranslate = Translate<keyof typeof REPORT_TEXT>;
