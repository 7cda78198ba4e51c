/**
 * The legal facts in the shopper's language (issue 33): the price and cadence line (the plan summary
 * and the renewal terms are the checkout's, consent-texts.ts), built from the plan's facts (catalog/cadence.ts, catalog/plans.ts) and the
 * catalogue's words, money through Intl in the plan's currency. In English they are catalog/'s words
 * exactly (terms-texts.test.ts).
 */
import english from 'virtual:app-messages/en/terms';
import { priceLineIn } from '../../../catalog/plan-terms';
import { CURRENCY, type Plan } from '../../../catalog/plans';
import { formatMoney } from '../../lib/i18n/money';
import { textPart, type Translate } from '../../lib/i18n/texts';
import type { TERMS_TEXT } from './terms-text';

export const TERMS_TEXTS = textPart<keyof typeof TERMS_TEXT>('terms', english);

export type TermsTranslate = Translate<keyof typeof TERMS_TEXT>;

/** What the shopper will really pay and when: "$1 today for 7 days, then $9.99 every week until you cancel". */
export const localPriceLine = (t: TermsTranslate, plan: Plan): string => priceLineIn(t, plan, (value) => formatMoney(value, CURRENCY, t.locale));
