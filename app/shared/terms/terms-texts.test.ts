import { describe, expect, it } from 'vitest';
import { planSummary, planSummaryLine, priceLine } from '../../../catalog/plan-terms';
import { PLANS } from '../../../catalog/plans';
import { OFFER_WORDS } from '../../../catalog/quiz/offer-words';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/question-count';
import { renewalTermsText } from '../../../catalog/renewal-terms-words';
import type { AppLocale } from '../../lib/i18n/locale';
import { loadTexts } from '../../lib/i18n/texts';
import { translateIn } from '../../test-support/every-language';
import { localPriceLine, TERMS_TEXTS } from './terms-texts';
import { CONSENT_TEXTS, localRenewalTerms, localSummaryLine } from './consent-texts';

const translate = (locale: AppLocale) => translateIn(TERMS_TEXTS, locale);
const consentIn = (locale: AppLocale) => translateIn(CONSENT_TEXTS, locale);

describe('the legal facts in every language (issue 33)', () => {
  it('read in English exactly as catalog/ words them (the recorded consent, the emails), for every plan', () => {
    const en = translate('en');
    for (const plan of PLANS) {
      expect(localPriceLine(en, plan)).toBe(priceLine(plan));
      expect(localRenewalTerms(consentIn('en'), en, plan)).toBe(renewalTermsText(plan));
      expect(localSummaryLine(consentIn('en'), planSummary(plan.id))).toBe(planSummaryLine(planSummary(plan.id)));
    }
    expect(en('offerFree', { count: QUIZ_QUESTION_COUNT })).toBe(OFFER_WORDS.free);
    expect(en('offerPaid')).toBe(OFFER_WORDS.paid);
  });

  it('carry the same price, trial and cadence in Portuguese and German, money as the locale writes the plan’s dollars', async () => {
    await Promise.all([loadTexts('pt-BR'), loadTexts('de'), loadTexts('ar')]);
    const weekly = PLANS.find((p) => p.id === 'pro_weekly_trial');
    const quarterly = PLANS.find((p) => p.id === 'pro_3month');
    if (!weekly || !quarterly) throw new Error('catalog/plans.ts lost a plan this test reads');
    expect(localPriceLine(translate('pt-BR'), weekly)).toBe('US$\u00a01 hoje por 7 dias, depois US$\u00a019,99 toda semana até você cancelar');
    expect(localPriceLine(translate('de'), quarterly)).toBe('49\u00a0$ heute, danach alle 12 Wochen, bis Sie kündigen');
    expect(localRenewalTerms(consentIn('ar'), translate('ar'), weekly)).toContain('كل أسبوع');
    // The plan summary says what the trial costs and for how long, then the weekly price (never "$1 trial, every week").
    expect(localSummaryLine(consentIn('en'), planSummary(weekly.id))).toBe('Weekly Plan: $1 for 7 days, then $19.99 every week');
    expect(localSummaryLine(consentIn('de'), planSummary(weekly.id))).toContain('1\u00a0$ für 7 Tage, danach 19,99\u00a0$');
  });
});
