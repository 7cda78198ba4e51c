import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../catalog/cadence';
import { hasWithdrawalRight, WITHDRAWAL_COUNTRIES, WITHDRAWAL_DAYS } from '../../../catalog/withdrawal';
import { withdrawalStatus } from './rules';

const bought = Date.UTC(2026, 10, 1);

describe('withdrawal status', () => {
  it('is open for an EU or EEA buyer until 14 days after the purchase, not a moment longer', () => {
    expect(withdrawalStatus({ country: 'DE', purchasedAt: bought, now: bought, active: true })).toEqual({ kind: 'open', until: bought + 14 * DAY_MS });
    expect(withdrawalStatus({ country: 'no', purchasedAt: bought, now: bought + 14 * DAY_MS - 1, active: true }).kind).toBe('open');
    expect(withdrawalStatus({ country: 'FR', purchasedAt: bought, now: bought + 14 * DAY_MS, active: true })).toEqual({ kind: 'period-over', until: bought + 14 * DAY_MS });
  });

  it('is not offered outside the EU and EEA, nor where the country is unknown', () => {
    for (const country of ['US', 'GB', 'CH', null]) expect(withdrawalStatus({ country, purchasedAt: bought, now: bought, active: true }).kind, String(country)).toBe('not-offered');
  });

  it('an ended subscription has nothing left to withdraw from', () => {
    expect(withdrawalStatus({ country: 'IT', purchasedAt: bought, now: bought + DAY_MS, active: false }).kind).toBe('ended');
  });

  it('the right is the buyer’s in each of the 27 EU member states and Iceland, Liechtenstein and Norway, whatever the letters’ case', () => {
    const covered = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'];
    expect([...WITHDRAWAL_COUNTRIES].sort()).toEqual([...covered].sort());
    for (const country of covered) {
      expect(hasWithdrawalRight(country), country).toBe(true);
      expect(hasWithdrawalRight(country.toLowerCase()), country).toBe(true);
      expect(withdrawalStatus({ country, purchasedAt: bought, now: bought, active: true }).kind, country).toBe('open');
    }
    for (const country of ['', 'EU', 'UK', 'TR', 'D', 'DEU', 'de ']) expect(hasWithdrawalRight(country), country).toBe(false);
    expect(hasWithdrawalRight(null)).toBe(false);
  });

  it('the 14 days run from the purchase on the subscription’s own clock, and an ended one is ended even within them', () => {
    expect(WITHDRAWAL_DAYS).toBe(14);
    const later = bought + 3 * DAY_MS;
    expect(withdrawalStatus({ country: 'ES', purchasedAt: later, now: later + 14 * DAY_MS - 1, active: true })).toEqual({ kind: 'open', until: later + 14 * DAY_MS });
    expect(withdrawalStatus({ country: 'ES', purchasedAt: later, now: later + 20 * DAY_MS, active: false })).toEqual({ kind: 'ended' });
    expect(withdrawalStatus({ country: 'US', purchasedAt: later, now: later, active: false })).toEqual({ kind: 'not-offered' });
    expect(withdrawalStatus({ country: 'ES', purchasedAt: later, now: later - DAY_MS, active: true })).toEqual({ kind: 'open', until: later + 14 * DAY_MS });
  });
});
