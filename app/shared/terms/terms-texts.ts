/**
 * The legal facts in the shopper's language (issue 33): the price and cadence line (the plan summary
 * and the renewal terms are the checkout's, consent-texts.ts), built from the plan's facts (catalog/cadence.ts, catalog/plans.ts) and the
 * catalogue's words, money through Intl in the plan's currency. In English they are catalog/'s words
 * exactly (terms-texts.test.ts).
 */
import english from 'virtual:app-messages/en/terms';
import { cadenceOf, hasTrial } from '../../../catalog/plan-terms';
import { TRIAL_DAYS, type Period } from '../../../catalog/cadence';
import { CURRENCY, type Plan } from '../../../catalog/plans';
import { formatMoney } from '../../lib/i18n/money';
import { textPart, type Translate } from '../../lib/i18n/texts';
import type { TERMS_TEXT } from './terms-text';

export const TERMS_TEXTS = textPart<keyof typeof TERMS_TEXT>('terms', english);

export type TermsTranslate = Translate<keyof typeof TERMS_TEXT>;

/** A period as the catalogue's select reads it: whole weeks as weeks, calendar months, else days. */
export function periodValues(p: Period): { unit: string; count: number } {
  if (p.unit === 'month') return { unit: 'month', count: p.count };
  return p.count % 7 === 0 ? { unit: 'week', count: p.count / 7 } : { unit: 'day', count: p.count };
}

/** What the shopper will really pay and when: "$1 today for 7 days, then $9.99 every week until you cancel". */
export function localPriceLine(t: TermsTranslate, plan: Plan): string {
  const money = (value: number) => formatMoney(value, CURRENCY, t.locale);
  const cadence = cadenceOf(plan);
  if (!cadence) return t('priceOnce', { price: money(plan.sum) });
  const every = t('every', periodValues(cadence.period));
  if (hasTrial(plan)) return t('priceTrial', { trialPrice: money(plan.trial_sum), days: TRIAL_DAYS, price: money(plan.sum), every });
  return t('priceRenewing', { price: money(plan.sum), every });
}
