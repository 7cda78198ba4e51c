/**
 * The checkout's own legal words in the shopper's language (issue 33): the plan summary and the
 * renewal terms beside Pay, apart from terms-texts.ts so the landing's first load does not carry them.
 */
import english from 'virtual:app-messages/en/consent';
import { CURRENCY, type Plan } from '../../../catalog/plans';
import { formatMoney } from '../../lib/i18n/money';
import { planName } from '../../lib/i18n/plan-names';
import { textPart, type Translate } from '../../lib/i18n/texts';
import type { CONSENT_TEXT } from './terms-text';
import { periodValues, renewalTermsIn, type PlanSummary } from '../../../catalog/plan-terms';
import { localPriceLine, type TermsTranslate } from './terms-texts';

export const CONSENT_TEXTS = textPart<keyof typeof CONSENT_TEXT>('consent', english);

type ConsentTranslate = Translate<keyof typeof CONSENT_TEXT>;

/** The display summary of app §3 in docs/spec-coverage.md as one line: "Weekly Plan: $1 for 7 days, then $19.99 every week" (catalog/plan-terms.ts). */
export function localSummaryLine(t: ConsentTranslate, summary: PlanSummary): string {
  const money = (amount: number) => formatMoney(amount, CURRENCY, t.locale);
  return t('summary', {
    title: planName(t.locale, summary.planId, summary.title, 'name'),
    price: money(summary.price),
    trial: summary.trial ? 'yes' : 'no',
    days: summary.trialDays,
    regular: money(summary.regular),
    every: t('summaryEvery', periodValues(summary.period)),
  });
}

/** The renewal terms beside Pay, as catalog/renewal-terms.ts's current version says them. */
export function localRenewalTerms(t: ConsentTranslate, terms: TermsTranslate, plan: Plan): string {
  return renewalTermsIn(t, plan, localPriceLine(terms, plan));
}
