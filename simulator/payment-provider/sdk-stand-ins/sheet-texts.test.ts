// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { catalogueProblems, describeProblem } from '../../../widget/i18n/check-catalogue';
import { SUPPORTED_LOCALES } from '../../../widget/i18n/locales';
import { SHEET_TEXTS, sheetAmount, sheetLocale, sheetPeriod, sheetText } from './sheet-texts';

describe('the wallet sheets’ words (issue 33)', () => {
  it.each(SUPPORTED_LOCALES)('%s: every text parses, with English’s placeholders', (locale) => {
    expect(catalogueProblems(SHEET_TEXTS.en, SHEET_TEXTS[locale], locale).map((p) => describeProblem(locale, p))).toEqual([]);
  });

  it('a missing or changed text fails the check', () => {
    const { cancel: _dropped, ...rest } = SHEET_TEXTS['pt-BR'];
    expect(catalogueProblems(SHEET_TEXTS.en, { ...rest, card: 'Cartão (simulado)' }, 'pt-BR').map((p) => [p.kind, p.id])).toEqual([
      ['missing', 'cancel'],
      ['placeholders', 'card'],
    ]);
  });

  it('speaks the SDK’s locale, else the page’s; amounts as that language writes the currency', () => {
    expect(sheetLocale('pt_BR')).toBe('pt-BR');
    document.documentElement.lang = 'ar';
    expect(sheetLocale()).toBe('ar');
    document.documentElement.lang = '';
    expect(sheetText('pt-BR', 'card', { card: 'Visa •••• 1234' })).toBe('Cartão: Visa •••• 1234 (simulado)');
    expect(sheetAmount('pt-BR', 'USD', '1.00')).toBe('US$\u00a01,00');
    expect(sheetAmount('en', 'USD', '1.00')).toBe('$1.00');
    expect(sheetAmount('en', '', 'abc')).toBe('abc');
  });

  it('says Apple Pay’s recurring payment in the sheet’s language, the amount whole in Arabic (issue 33)', () => {
    const line = (locale: 'en' | 'de' | 'ar', unit: string, count: number) =>
      sheetText(locale, 'recurring', { amount: sheetAmount(locale, 'USD', '19.99'), period: sheetPeriod(locale, unit, count), label: 'Weekly Plan' });
    expect(line('en', 'day', 7)).toBe('Then $19.99 every 7 days (Weekly Plan)');
    expect(line('de', 'month', 1)).toBe('Danach 19,99\u00a0$, Abrechnungszeitraum: 1 Monat (Weekly Plan)');
    expect(line('ar', 'day', 84)).toBe('ثم \u2067\u200f19.99\u00a0US$\u200e\u2069 كل 84 يومًا (Weekly Plan)');
  });
});
