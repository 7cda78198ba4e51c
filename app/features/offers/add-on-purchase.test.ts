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
    expect(await purchaseAddOn('pro_ult_pack_s', d)).toEqual({ kind: 'failed', message: 'No subscription data' });
    expect(d.buy).not.toHaveBeenCalled();
    expect(d.track.mock.calls).toEqual([['ecommerce_additional_purchase_error']]);
  });

  it("shows the service's error text, else 'An error occurred'", async () => {
    const withText = deps({ buy: vi.fn(async () => Promise.reject(new HttpError(402, { error: 'The subscription is not active.' }))) });
    expect(await purchaseAddOn('p', withText)).toEqual({ kind: 'failed', message: 'The subscription is not active.' });
    const without = deps({ buy: vi.fn(async () => Promise.reject(new HttpError(500, {}))) });
    expect(await purchaseAddOn('p', without)).toEqual({ kind: 'failed', message: 'An error occurred' });
    const network = deps({ buy: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await purchaseAddOn('p', network)).toEqual({ kind: 'failed', message: 'An error occurred' });
    expect(network.track.mock.calls).toEqual([['ecommerce_additional_purchase_error']]);
  });
});
