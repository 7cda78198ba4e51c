import { describe, expect, it } from 'vitest';
import { AUTO_RENEWAL_SENTENCE, LEGAL_LAST_UPDATED, WEEKLY_TRIAL } from './legal-facts';

describe('legal facts', () => {
  it('take the weekly trial prices from the plan catalogue', () => {
    expect(WEEKLY_TRIAL).toEqual({ trialPrice: '$1', weeklyPrice: '$19.99', every: 'every week' });
    expect(AUTO_RENEWAL_SENTENCE).toBe('The weekly plan costs $1 for a 7-day trial, then $19.99 every week until you cancel.');
  });

  it('state one date in two forms that agree', () => {
    const date = new Date(`${LEGAL_LAST_UPDATED.iso}T12:00:00Z`);
    expect(date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).toBe(LEGAL_LAST_UPDATED.text);
  });
});
