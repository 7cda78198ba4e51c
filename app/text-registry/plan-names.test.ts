import { describe, expect, it, vi } from 'vitest';
import { catalogueProblems } from '../../widget/i18n/check-catalogue';
import { PLANS } from '../../catalog/plans';
import { checkedAppTexts } from './app-messages.vite';
import { APP_ENGLISH_TEXTS } from './sources';

describe('plans’ names in the shopper’s language (issue 33)', () => {
  it('are the English the plan or the service gives in English, and the catalogue’s once another language is here', async () => {
    // The language modules as a page starts them, with no language loaded: another test file that ran in
    // this worker may have loaded German into the ones it imported (vitest.config.ts isolates this file).
    vi.resetModules();
    const { planName } = await import('../lib/i18n/plan-names');
    const { loadTexts } = await import('../lib/i18n/texts');
    const weekly = PLANS.find((p) => p.id === 'club_weekly_trial');
    if (!weekly) throw new Error('no plan');
    expect(planName('en', weekly.id, weekly.name_full)).toBe('Weekly plan with 7-day trial');
    // Before German's chunk arrives the page shows English, as every other text of it.
    expect(planName('de', weekly.id, weekly.name_full)).toBe('Weekly plan with 7-day trial');
    await loadTexts('de');
    expect(planName('de', weekly.id, weekly.name_full)).toBe('Wochen-Abo mit 7 Tagen Testphase');
    expect(planName('de', 'pro_ult_pack_s', 'Ultimate pack', 'name')).toBe('Ultimate-Paket');
    // A plan the catalogues do not name keeps the service's English.
    expect(planName('de', 'pro_retired', 'Retired plan')).toBe('Retired plan');
  });

  it('are in every catalogue: dropping one fails the check', () => {
    for (const locale of ['es', 'pt-BR', 'fr', 'de', 'ar'] as const) {
      const { 'plans.full.weekly_trial': _dropped, ...rest } = checkedAppTexts(locale);
      expect(catalogueProblems(APP_ENGLISH_TEXTS, rest, locale)).toEqual([{ kind: 'missing', id: 'plans.full.weekly_trial' }]);
      expect(checkedAppTexts(locale)['plans.full.weekly_trial']).toContain('7');
    }
  });
});
