import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveLocale, SUPPORTED_LOCALES } from '../../widget';
import { catalogueProblems } from '../../widget/i18n/check-catalogue';
import { checkedAppTexts } from './app-messages.vite';
import { APP_LOCALES, directionOf, resolveAppLocale } from '../lib/i18n/locale';
import { LANGUAGES } from '../../catalog/languages';
import { formatMoney } from '../lib/i18n/money';
import { APP_ENGLISH_TEXTS, APP_TEXT_GROUPS, groupTexts } from './sources';

const portuguese = () => ({ ...checkedAppTexts('pt-BR') });

describe('the app’s catalogues (issue 33, run in CI like the widget’s)', () => {
  it.each(APP_LOCALES.filter((l) => l !== 'en'))('%s has every English id of the app, no other, each parsing with the same placeholders', (locale) => {
    expect(() => checkedAppTexts(locale)).not.toThrow();
  });

  it('fails on a missing key, and the build refuses it with the key named', () => {
    const { 'checkout.openModal': _dropped, ...rest } = portuguese();
    expect(catalogueProblems(APP_ENGLISH_TEXTS, rest, 'pt-BR')).toEqual([{ kind: 'missing', id: 'checkout.openModal' }]);
  });

  it('covers the landing, the footer, the quiz and its questions: dropping any of their ids fails (issue 33)', () => {
    const all = portuguese();
    for (const id of ['landing.heading', 'footer.language', 'quiz.questionOf', 'items.q11a1', 'items.cell']) {
      const { [id]: _dropped, ...rest } = all;
      expect(catalogueProblems(APP_ENGLISH_TEXTS, rest, 'pt-BR')).toEqual([{ kind: 'missing', id }]);
    }
  });

  it('covers the redirect-return screens, the service’s refusals and the members’ sections: dropping any of their ids fails (issue 33)', () => {
    const all = portuguese();
    for (const id of ['redirect.finishingPurchase', 'redirect.finalizeFailedHelp', 'redirect.bankDeclined', 'errors.alreadySubscribed', 'errors.noStoredInstrument', 'errors.unavailable', 'areaReportView.reportMadeFor', 'areaReport.certificateIssued', 'areaSubscriptions.cardEnding', 'areaCompare.hiddenGroups', 'areaArticles.articleInEnglish', 'areaTests.englishQuestions', 'areaGames.wordText', 'areaProfile.deleteAccountText', 'areaRunner.leaveBody', 'areaRunner.questionsInEnglish']) {
      const { [id]: _dropped, ...rest } = all;
      expect(catalogueProblems(APP_ENGLISH_TEXTS, rest, 'pt-BR')).toEqual([{ kind: 'missing', id }]);
    }
    const lost = { ...all, 'redirect.finalizeFailedHelp': 'Nossa equipe de suporte pode concluí-la para você.' };
    expect(catalogueProblems(APP_ENGLISH_TEXTS, lost, 'pt-BR')).toEqual([{ kind: 'placeholders', id: 'redirect.finalizeFailedHelp', expected: ['support'], found: [] }]);
  });

  it('covers the account, cancellation and withdrawal pages and the identity errors: dropping any of their ids fails (issue 33)', () => {
    const all = portuguese();
    for (const id of ['account.signInTitle', 'account.ruleMin', 'cancel.title', 'cancel.codeInvalid', 'cancel.too-expensive', 'withdrawal.publicIntro', 'withdrawal.received', 'auth.auth/wrong-password', 'auth.fallback', 'auth.out-session-expired']) {
      const { [id]: _dropped, ...rest } = all;
      expect(catalogueProblems(APP_ENGLISH_TEXTS, rest, 'pt-BR')).toEqual([{ kind: 'missing', id }]);
    }
  });

  it('fails on a lost legal period or code rule in the withdrawal and cancel texts', () => {
    const texts = { ...portuguese(), 'withdrawal.intro': 'Você comprou esta assinatura há menos de 14 dias.', 'cancel.codeExpired': 'Este código expirou.' };
    expect(catalogueProblems(APP_ENGLISH_TEXTS, texts, 'pt-BR')).toEqual([
      { kind: 'placeholders', id: 'cancel.codeExpired', expected: ['minutes'], found: [] },
      { kind: 'placeholders', id: 'withdrawal.intro', expected: ['days'], found: [] },
    ]);
  });

  it('fails on a lost placeholder in a legal fact', () => {
    const texts = { ...portuguese(), 'terms.priceTrial': '{trialPrice} hoje, depois {price} {every}' };
    expect(catalogueProblems(APP_ENGLISH_TEXTS, texts, 'pt-BR')).toEqual([{ kind: 'placeholders', id: 'terms.priceTrial', expected: ['days', 'every', 'price', 'trialPrice'], found: ['every', 'price', 'trialPrice'] }]);
  });
});

describe('the app’s languages agree with the widget’s', () => {
  it('lists the same languages, chooses and mirrors them alike', () => {
    // One list, written once in catalog/languages.ts: not a copy that could drift.
    expect(APP_LOCALES).toBe(LANGUAGES);
    expect(SUPPORTED_LOCALES).toBe(LANGUAGES);
    const cases = [['pt', [], 'pt-BR'], [undefined, ['de-DE', 'en'], 'de'], ['xx', ['es-MX'], 'es'], ['not a tag!', ['ja-JP'], 'en'], [null, ['ar-EG'], 'ar']] as const;
    for (const [chosen, browser, expected] of cases) {
      expect([chosen, resolveAppLocale(chosen, browser), resolveLocale(chosen ?? undefined, browser)]).toEqual([chosen, expected, expected]);
    }
    expect(APP_LOCALES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar']);
  });

  it('writes money through Intl in the plan’s currency, whole amounts as the spec does', () => {
    expect(formatMoney(1, 'USD', 'en')).toBe('$1');
    expect(formatMoney(19.99, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(1, 'USD', 'pt-BR')).toBe('US$\u00a01');
    expect(formatMoney(9.99, 'BRL', 'pt-BR')).toBe('R$\u00a09,99');
    expect(formatMoney(9.99, 'USD', 'de')).toBe('9,99\u00a0$');
    // Right to left, the amount is isolated and its symbol kept whole: "US$ 1", never "$US 1".
    expect(formatMoney(1, 'USD', 'ar')).toBe('\u2067\u200f1\u00a0US$\u200e\u2069');
  });
});

describe('addresses and names inside right-to-left sentences (issue 33)', () => {
  it('come out of the Arabic chunk isolated (FSI…PDI), so the full stop stays after the address; other languages untouched', async () => {
    // The account's group (the withdrawal and account pages) and the funnel's (the redirect's screens), each its own chunk.
    const { default: arabic } = await import('virtual:app-messages/ar/account');
    const { default: arabicFunnel } = await import('virtual:app-messages/ar');
    const { default: spanish } = await import('virtual:app-messages/es/account');
    const sent = arabic['withdrawal.receiptSent']?.({ email: 'ada@example.com' });
    expect(sent).toMatch(/ \u2068ada@example\.com\u2069\.$/);
    expect(arabic['account.signedInAs']?.({ email: 'ada@example.com' })).toContain('\u2068ada@example.com\u2069');
    expect(arabicFunnel['redirect.finalizeFailedHelp']?.({ support: 'help@mindmetric.test' })).toContain('\u2068help@mindmetric.test\u2069');
    expect(spanish['withdrawal.receiptSent']?.({ email: 'ada@example.com' })).toMatch(/ a ada@example\.com\.$/);
    // The catalogue a translator edits carries no invisible characters: the build adds them.
    expect(checkedAppTexts('ar')['withdrawal.receiptSent']).not.toMatch(/[\u2066-\u2069]/);
  });
});

describe('each language in two chunks: the funnel’s and the account’s (issue 33)', () => {
  it('every part reads its texts from the group whose chunk carries them (sources.ts APP_TEXT_GROUPS)', () => {
    const declared = new Map<string, string>();
    for (const file of globSync('app/**/*-texts.ts')) {
      for (const [, part = '', group] of readFileSync(file, 'utf8').matchAll(/textPart<[^>]*>\('(\w+)', english(?:, '(\w+)')?\)/g)) declared.set(part, group ?? 'funnel');
    }
    expect(declared.size).toBeGreaterThan(20);
    for (const [part, group] of declared) expect([part, group]).toEqual([part, APP_TEXT_GROUPS[part as keyof typeof APP_TEXT_GROUPS]]);
    // Read by loadedText from the funnel's texts, which come with the account's too (texts.ts loadTexts).
    expect([APP_TEXT_GROUPS.items, APP_TEXT_GROUPS.plans]).toEqual(['funnel', 'funnel']);
  });

  it('splits every text into exactly one of the two groups, the landing’s chunk holding the smaller', () => {
    const funnel = Object.keys(groupTexts(APP_ENGLISH_TEXTS, 'funnel'));
    const account = Object.keys(groupTexts(APP_ENGLISH_TEXTS, 'account'));
    expect([...funnel, ...account].sort()).toEqual(Object.keys(APP_ENGLISH_TEXTS).sort());
    expect(funnel.some((id) => id.startsWith('members.'))).toBe(false);
    expect(funnel.length).toBeLessThan(account.length);
  });
});
