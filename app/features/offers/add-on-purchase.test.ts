import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/fetch-json';
import { purchaseAddOn, type AddOnPurchaseDeps } from './add-on-purchase';

const deps = (overrides: Partial<Omit<AddOnPurchaseDeps, 'track'>> = {}) => ({
  stored: { email: 'ada@example.com', subscriptionId: 'sub_1' },
  buy: vi.fn(async () => ({ id: 'add_1' })),
  ...overrides,
  track: vi.fn<AddOnPurchaseDeps['track']>(),
});

describe('purchaseAddOn', () => {
  it('buys with the stored email and subscription id and tracks the additional purchase', async () => {
    const d = deps();
    expect(await purchaseAddOn('pro_ult_pack_s', d)).toEqual({ kind: 'bought', id: 'add_1' });
    expect(d.buy).toHaveBeenCalledWith({ planId: 'pro_ult_pack_s', email: 'ada@example.com', subscriptionId: 'sub_1' });
    expect(d.track.mock.calls).toEqual([['ecommerce_additional_purchase']]);
  });

  it.each([
    { email: null, subscriptionId: 'sub_1' },
    { email: 'ada@example.com', subscriptionId: null },
    { email: '', subscriptionId: '' },
  ])('says "No subscription data" without calling the service when a value is missing (%j)', async (stored) => {
    const d = deps({ stored });
    expect(await purchaseAddOn('pro_ult_pack_s', d)).toEqual({ kind: 'failed', failure: { kind: 'app', key: 'noSubscriptionData' } });
    expect(d.buy).not.toHaveBeenCalled();
    expect(d.track.mock.calls).toEqual([['ecommerce_additional_purchase_error']]);
  });

  it("names the text of the service's stable code (issue 33); a code without one, the service's own words; else 'An error occurred'", async () => {
    const refused = deps({ buy: vi.fn(async () => Promise.reject(new HttpError(402, { code: 'payment-not-authorized', reason: 'no-stored-instrument', error: 'No payment instrument is stored with this subscription.' }))) });
    expect(await purchaseAddOn('p', refused)).toEqual({ kind: 'failed', failure: { kind: 'service', key: 'noStoredInstrument' } });
    const unknownCode = deps({ buy: vi.fn(async () => Promise.reject(new HttpError(409, { code: 'brand-new-code', error: 'Something only developers read.' }))) });
    expect(await purchaseAddOn('p', unknownCode)).toEqual({ kind: 'failed', failure: { kind: 'detail', text: 'Something only developers read.' } });
    const without = deps({ buy: vi.fn(async () => Promise.reject(new HttpError(500, {}))) });
    expect(await purchaseAddOn('p', without)).toEqual({ kind: 'failed', failure: { kind: 'app', key: 'defaultServiceError' } });
    const network = deps({ buy: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await purchaseAddOn('p', network)).toEqual({ kind: 'failed', failure: { kind: 'app', key: 'defaultServiceError' } });
    expect(network.track.mock.calls).toEqual([['ecommerce_additional_purchase_error']]);
  });
});
