import { describe, expect, it } from 'vitest';
import { AD_EVENTS } from '../../../catalog/ad-events';
import { FUNNEL_EVENTS } from '../../../catalog/funnel-events';
import { adEventsFor } from './ad-events';

describe('adEventsFor', () => {
  it('maps the funnel steps before payment to their ad events', () => {
    expect(adEventsFor('intro_shown')).toEqual([{ name: 'ViewContent' }]);
    expect(adEventsFor('intro_success')).toEqual([{ name: 'Contact' }]);
    expect(adEventsFor('email_success')).toEqual([{ name: 'CompleteRegistration' }]);
    expect(adEventsFor('modal_payment_shown')).toEqual([{ name: 'InitiateCheckout' }]);
  });

  it('reports a trial purchase at 75 % of the first charge, without the full plan sale', () => {
    expect(adEventsFor('ecommerce_purchase', { value: 1, fullPlan: false })).toEqual([
      { name: 'Purchase', value: 0.75 },
      { name: 'Subscribe', value: 0.75 },
      { name: 'AllPurchase', value: 0.75 },
    ]);
  });

  it('adds "Full plan sale purchase" for a plan sold at full price, rounded to 2 decimals', () => {
    expect(adEventsFor('ecommerce_purchase', { value: 13.99, fullPlan: true })).toEqual([
      { name: 'Purchase', value: 10.49 },
      { name: 'Subscribe', value: 10.49 },
      { name: 'AllPurchase', value: 10.49 },
      { name: 'Full plan sale purchase', value: 10.49 },
    ]);
  });

  it('reports an add-on as a one-time purchase', () => {
    expect(adEventsFor('ecommerce_additional_purchase', { value: 32.99, fullPlan: true })).toEqual([
      { name: 'One-timePurchase', value: 24.74 },
      { name: 'AllPurchase', value: 24.74 },
    ]);
  });

  it('sends nothing for a purchase whose value is unknown, and nothing for the other events', () => {
    expect(adEventsFor('ecommerce_purchase')).toEqual([]);
    expect(adEventsFor('ecommerce_additional_purchase')).toEqual([]);
    for (const event of ['card_submit', 'ecommerce_purchase_error', 'offers_shown', 'results_product_shown'] as const) expect(adEventsFor(event, { value: 1, fullPlan: true })).toEqual([]);
  });

  it('uses every ad event name of the spec', () => {
    const used = new Set(FUNNEL_EVENTS.flatMap((e) => adEventsFor(e, { value: 10, fullPlan: true }).map((a) => a.name)));
    expect([...used].sort()).toEqual([...AD_EVENTS].sort());
  });
});
