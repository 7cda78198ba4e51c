import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, activatePseudo, activeTag, asksPseudo, localizedLink } from '../../i18n/translator';
import { redirectMethod } from './redirect';

afterEach(() => {
  expect(activateLocale('en')).toBe(true);
});

describe('a redirect method’s name (issue 44)', () => {
  it('names the provider’s bank redirect in the shopper’s language, and keeps the provider’s label for a code it does not know', async () => {
    await activateLocale('de');
    expect(redirectMethod({ name: 'online-banking', label: 'Online banking', instantPayment: false }).label).toBe('Online-Banking');
    await activateLocale('ar');
    expect(redirectMethod({ name: 'online-banking', label: 'Online banking', instantPayment: false }).label).toBe('الدفع البنكي');
    expect(redirectMethod({ name: 'pix', label: 'Pix', instantPayment: true }).label).toBe('Pix');
  });
});

describe('the pseudo-locale in the widget (issue 44)', () => {
  it('is honoured on a test deployment only, never on a production origin', () => {
    expect(asksPseudo('qps-ploc', 'http://localhost:3100')).toBe(true);
    expect(asksPseudo('qps-ploc', 'https://dev.mindmetric.example')).toBe(true);
    expect(asksPseudo('qps-ploc', 'https://mindmetric.example')).toBe(false);
    expect(asksPseudo('de', 'http://localhost:3100')).toBe(false);
  });

  it('marks every text, and asks the card frame and the provider’s pages for it; another language ends it', async () => {
    await activatePseudo();
    expect(redirectMethod({ name: 'online-banking', label: 'Online banking', instantPayment: false }).label).toMatch(/^⟦Öñļîñé ƀåñķîñĝ[ ·]*⟧$/);
    expect(activeTag()).toBe('qps-ploc');
    expect(new URL(localizedLink('https://assets.test/3ds?x=1')).searchParams.get('locale')).toBe('qps-ploc');
    expect(activateLocale('en')).toBe(true);
    expect(activeTag()).toBe('en');
  });
});
