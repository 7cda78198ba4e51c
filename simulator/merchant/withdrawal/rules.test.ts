import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../catalog/cadence';
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
});
