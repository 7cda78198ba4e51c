import english from 'virtual:app-messages/en/areaReportView';
import { textPart } from '../../../lib/i18n/texts';
import type { REPORT_VIEW_TEXT } from '../area-text';

/** The extended report's own words in the shopper's language (issue 33): English in the report view's chunk, every other language loaded on demand (texts.ts). */
export const REPORT_VIEW_TEXTS = textPart<keyof typeof REPORT_VIEW_TEXT>('areaReportView', english, 'account');
