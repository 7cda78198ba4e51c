import { describe, expect, it } from 'vitest';
import { ADD_ON_FAMILIES, addOnFamily, alreadyOwned, ownedFamilies } from './add-ons';

describe('add-ons already owned (issue 29, point 5)', () => {
  it('reads the family from any variant and sale of an add-on plan', () => {
    expect(addOnFamily('pro_analysis_report_s2')).toBe('analysis_report');
    expect(addOnFamily('club_ult_pack_s')).toBe('ult_pack');
    expect(addOnFamily('pro_offline_access_s')).toBe('offline_access');
    expect(addOnFamily('pro_weekly_trial')).toBeNull();
  });
  it('offers nothing twice: a bought part hides the pack, the pack hides its parts', () => {
    expect(alreadyOwned('ult_pack', [])).toBe(false);
    expect(alreadyOwned('ult_pack', ['pro_analysis_report_s'])).toBe(true);
    expect(alreadyOwned('early_access', ['pro_analysis_report_s'])).toBe(false);
    expect(alreadyOwned('analysis_report', ['pro_analysis_report'])).toBe(true);
    for (const part of ['early_access', 'analysis_report', 'offline_access'] as const) expect(alreadyOwned(part, ['club_ult_pack_s'])).toBe(true);
  });

  it('reads a family only from a whole plan id: an optional pro_ or club_ prefix, an optional _s or _s2 sale suffix, nothing else', () => {
    expect(ADD_ON_FAMILIES).toEqual(['early_access', 'analysis_report', 'offline_access', 'ult_pack']);
    for (const id of ['ult_pack', 'pro_ult_pack', 'club_ult_pack', 'pro_ult_pack_s', 'pro_ult_pack_s2', 'club_ult_pack_s2']) expect(addOnFamily(id), id).toBe('ult_pack');
    for (const id of ['xpro_ult_pack', 'pro_ult_pack_sx', 'pro_ult_pack_2', 'pro_ult_pack_s_s', 'pro_pro_ult_pack', 'prox_ult_pack', 'ult_packs', '', 'pro_', 'pro_weekly_trial_s', 'ult_pro_pack', 'ult_club_pack', 'pro_early_s_access', 'early_s2_access']) expect(addOnFamily(id), id).toBeNull();
    expect(addOnFamily('club_early_access_s2')).toBe('early_access');
  });
  it('opens packs in what is owned and skips plans that are no add-on', () => {
    expect([...ownedFamilies([])]).toEqual([]);
    expect([...ownedFamilies(['pro_weekly_trial', 'pro_analysis_report_s'])]).toEqual(['analysis_report']);
    expect(new Set(ownedFamilies(['club_ult_pack_s2']))).toEqual(new Set(['ult_pack', 'early_access', 'analysis_report', 'offline_access']));
    expect([...ownedFamilies(['pro_weekly_trial'])]).toEqual([]);
  });
  it('a part is not owned because another part is, and a pack is owned once it is bought', () => {
    expect(alreadyOwned('offline_access', ['pro_early_access_s', 'pro_analysis_report_s'])).toBe(false);
    expect(alreadyOwned('ult_pack', ['pro_ult_pack_s'])).toBe(true);
    expect(alreadyOwned('ult_pack', ['pro_weekly_trial'])).toBe(false);
    expect(alreadyOwned('ult_pack', ['pro_offline_access'])).toBe(true);
  });
});
