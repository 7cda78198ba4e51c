import { describe, expect, it } from 'vitest';
import { addOnFamily, alreadyOwned } from './add-ons';

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
});
