/**
 * The legal facts in the shopper's language (issue 33): the price and cadence line, the plan summary
 * and the renewal terms, built from the plan's facts (catalog/cadence.ts, catalog/plans.ts) and the
 * catalogue's words, money through Intl in the plan's currency. In English they are catalog/'s words
 * exactly (terms-texts.test.ts).
 */
import english from 'virtual:app-messages/terms/en';
import { cadenceOf, hasTrial, type PlanSummary } from '../../../catalog/plan-terms';
import { TRIAL_DAYS, type Period } from '../../../catalog/cadence';
import { CURRENCY, type Plan } from '../../../catalog/plans';
import { formatMoney } from '../../lib/i18n/locale';
import { textPart, type Translate } from '../../lib/i18n/texts';
import type { TERMS_TEXT } from './terms-text';

export const TERMS_TEXTS = textPart<keyof typeof TERMS_TEXT>(english, {
  es: () => import('virtual:app-messages/terms/es'),
  'pt-BR': () => import('virtual:app-messages/terms/pt-BR'),
  fr: () => import('virtual:app-messages/terms/fr'),
  de: () => import('virtual:app-messages/terms/de'),
  ar: () => import('virtual:app-messages/terms/ar'),
});

type TermsTranslate = Translate<keyof typeof TERMS_TEXT>;

/** A period as the catalogue's select reads it: whole weeks as weeks, calendar months, else days. */
function periodValues(p: Period): { unit: string; count: number } {
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

/** app-spec section 3's display summary as one line: "Weekly Plan: $1 trial, every week". */
export function localSummaryLine(t: TermsTranslate, summary: PlanSummary): string {
  return t('summary', { title: summary.title, price: formatMoney(summary.price, CURRENCY, t.locale), trial: summary.trial ? 'yes' : 'no', every: t('summaryEvery', periodValues(summary.period)) });
}

/** The renewal terms beside Pay, as catalog/renewal-terms.ts's current version says them. */
export function localRenewalTerms(t: TermsTranslate, plan: Plan): string {
  const priceLine = localPriceLine(t, plan);
  return plan.kind === 'add-on' ? t('renewalOnce', { priceLine }) : t('renewalSubscription', { priceLine });
}
