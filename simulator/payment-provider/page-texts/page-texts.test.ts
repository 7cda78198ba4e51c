import { describe, expect, it } from 'vitest';
import { catalogueProblems, describeProblem } from '../../../widget/i18n/check-catalogue';
import { SUPPORTED_LOCALES } from '../../../widget/i18n/locales';
import { PAGE_TEXTS, pageLanguage } from './page-texts';

describe('the provider pages’ texts (issue 33)', () => {
  it.each(SUPPORTED_LOCALES)('%s: every text parses, with English’s placeholders', (locale) => {
    expect(catalogueProblems(PAGE_TEXTS.en, PAGE_TEXTS[locale], locale).map((p) => describeProblem(locale, p))).toEqual([]);
  });

  it('speaks the `locale` asked for, right to left in Arabic, and English for anything else', () => {
    const pt = pageLanguage('pt-BR');
    expect(pt.text('pixBody', { amount: pt.money('1.00', 'BRL') })).toBe('Escaneie o código no app do seu banco para pagar R$\u00a01,00.');
    expect([pageLanguage('ar').dir, pageLanguage('ar').locale]).toEqual(['rtl', 'ar']);
    expect(pageLanguage(['de', 'fr']).locale).toBe('en');
    expect(pageLanguage(undefined).text('pixPaid')).toBe('I have paid');
    expect(pageLanguage('en').money('abc', 'USD')).toBe('abc USD');
  });
});
